import { describe, expect, it } from 'vitest';
import { oneClickUrl, readUnsubscribeToken, unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe.ts';

const secret = 'a'.repeat(64);

describe('the unsubscribe token', () => {
  it('names the list and the address, whatever case the address was typed in', () => {
    const token = unsubscribeToken(secret, 'newsletter', ' An.Claes@Example.be ');
    expect(readUnsubscribeToken(secret, token)).toEqual({ list: 'newsletter', subscriber: 'an.claes@example.be' });
    expect(unsubscribeToken(secret, 'newsletter', 'an.claes@example.be')).toBe(token);
  });

  it('is refused when anything in it was changed, or signed with another secret', () => {
    const token = unsubscribeToken(secret, 'newsletter', 'an@example.be');
    const [list, address, signed] = token.split('.') as [string, string, string];
    const other = Buffer.from('piet@example.be').toString('base64url');
    expect(readUnsubscribeToken(secret, `${list}.${other}.${signed}`)).toBeUndefined();
    expect(readUnsubscribeToken(secret, `alerts.${address}.${signed}`)).toBeUndefined();
    expect(readUnsubscribeToken(secret, `${list}.${address}.${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(readUnsubscribeToken('b'.repeat(64), token)).toBeUndefined();
    expect(readUnsubscribeToken(secret, `${token}x`)).toBeUndefined();
    expect(readUnsubscribeToken(secret, '')).toBeUndefined();
    expect(readUnsubscribeToken(secret, 42)).toBeUndefined();
    expect(readUnsubscribeToken(secret, 'x'.repeat(1000))).toBeUndefined();
  });

  it('names a search profile by its id on the alerts list', () => {
    const id = '0b8e5a9c-3f0e-4a53-9d1c-2f6b7a1e9c44';
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, 'demand', id))).toEqual({ list: 'demand', subscriber: id });
  });

  it('keeps lists apart: a newsletter token does not unsubscribe from alerts', () => {
    const alerts = unsubscribeToken(secret, 'alerts', 'an@example.be');
    expect(readUnsubscribeToken(secret, alerts)?.list).toBe('alerts');
    expect(alerts).not.toBe(unsubscribeToken(secret, 'newsletter', 'an@example.be'));
    expect(() => unsubscribeToken(secret, 'News letter', 'an@example.be')).toThrow();
  });

  it('links to the page in the mail language and carries the one-click headers of RFC 8058', () => {
    const token = unsubscribeToken(secret, 'newsletter', 'an@example.be');
    expect(unsubscribePageUrl('https://immo.example', 'fr', token)).toBe(
      `https://immo.example/fr/newsletter/desinscription/?token=${token}`,
    );
    expect(unsubscribePageUrl('https://immo.example', 'nl', token)).toBe(`https://immo.example/nl/nieuwsbrief/uitschrijven/?token=${token}`);
    expect(unsubscribeHeaders(oneClickUrl('https://immo.example/api/v1', token))).toEqual({
      'List-Unsubscribe': `<${oneClickUrl('https://immo.example/api/v1', token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(oneClickUrl('https://immo.example/api/v1', token)).toBe(`https://immo.example/api/v1/unsubscribe?token=${token}`);
  });
});
