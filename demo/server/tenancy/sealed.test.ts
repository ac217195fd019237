// An agency's secrets at rest: they open with the key and the agency they were sealed for, and with nothing else.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { normalHost } from './hosts.ts';
import { seal, secretsKey, unseal } from './sealed.ts';

const KEY = secretsKey('0f'.repeat(32));

describe('sealed agency secrets', () => {
  it('open for their agency with their key, and show themselves only when revealed', () => {
    const sealed = seal(KEY, 7, { crmPassword: 'hunter2-crm', captchaSecret: 'altcha' });
    expect(sealed).not.toContain('hunter2');
    const opened = unseal(KEY, 7, sealed);
    expect(opened.crmPassword!.reveal()).toBe('hunter2-crm');
    expect(`${opened.crmPassword}`).toBe('[redacted]');
    expect(inspect(opened)).not.toContain('hunter2');
  });

  it('do not open for another agency, with another key, or altered', () => {
    const sealed = seal(KEY, 7, { crmPassword: 'hunter2-crm' });
    expect(() => unseal(KEY, 8, sealed)).toThrow();
    expect(() => unseal(secretsKey('1e'.repeat(32)), 7, sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => unseal(KEY, 7, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it.each(['', 'short', 'zz'.repeat(32), '0f'.repeat(31), undefined])('refuse a key that is not 32 bytes in hex: %s', (hex) => {
    expect(() => secretsKey(hex)).toThrow(/AGENCY_SECRETS_KEY/);
  });
});

describe('a host as requests are matched by it', () => {
  it.each([
    ['www.Agency.be', 'www.agency.be'],
    ['www.agency.be.', 'www.agency.be'],
    ['www.agency.be:443', 'www.agency.be'],
    ['www.agency.be:80', 'www.agency.be'],
    ['127.0.0.1:8080', '127.0.0.1:8080'],
    ['www.agency.be/path', undefined],
    ['user@www.agency.be', undefined],
    ['www agency.be', undefined],
    ['-agency.be', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (host, expected) => {
    expect(normalHost(host)).toBe(expected);
  });
});
