// The settings as each agency's work reads them: its own for what says who it is, the
// process's for the rest and outside any agency; read once, kept a while, never another's.
import { describe, expect, it } from 'vitest';
import { type ServerSettings, settingsFromEnv } from '../config.ts';
import { Secret } from '../crm/secret.ts';
import { inAgency } from '../db/agency-scope.ts';
import { AGENCY_KEYS, type AgencyOverlay, agencyOverlay, AgencySettingsCache, languagesOf, scopedSettings, TTL_MS } from './agency-settings.ts';
import type { AgencySettings } from './agency-settings.ts';

const PROCESS: ServerSettings = {
  ...settingsFromEnv({}),
  agencies: 'database',
  publicUrl: 'https://www.process.example',
  agencyName: 'Process Agency',
  captchaSecret: 'process-captcha',
  recaptchaSecret: 'process-recaptcha-secret',
  recaptchaSiteKey: 'process-recaptcha-site',
};

const stored = (letter: string, more: Partial<AgencySettings> = {}): AgencySettings => ({
  publicUrl: `https://www.${letter}.example/`,
  allowedOrigins: [],
  sender: `info@${letter}.example`,
  languages: ['nl', 'fr', 'en', 'de'],
  ...more,
});

const secrets = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, new Secret(value)]));

const OVERLAYS: Record<number, AgencyOverlay> = {
  1: agencyOverlay({ id: 1, name: 'Agency A' }, stored('a', { crm: { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'a-customer' } }), secrets({ OMNICASA_PASSWORD: 'a-password' }), PROCESS),
  2: agencyOverlay(
    { id: 2, name: 'Agency B' },
    stored('b', { languages: ['fr', 'NL', 'xx'], language: 'nl', email: 'office@b.example', address: 'Rue 1, 4000 Liège', phone: '04 1', recaptchaSiteKey: 'b-site', crm: { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'b-customer' } }),
    secrets({ OMNICASA_PASSWORD: 'b-password', captchaSecret: 'b-captcha', recaptchaSecret: 'b-recaptcha-secret' }),
    PROCESS,
  ),
};

function cacheOfBoth(now = () => 0) {
  const reads: number[] = [];
  const cache = new AgencySettingsCache(
    async (id) => {
      reads.push(id);
      return OVERLAYS[id]!;
    },
    now,
  );
  return { cache, reads };
}

describe('an agency’s settings', () => {
  it('are its own for every key that says who it is, with nothing of the process’s agency', () => {
    const b = OVERLAYS[2]!;
    expect(b).toMatchObject({
      publicUrl: 'https://www.b.example',
      apiUrl: '',
      allowedOrigins: ['https://www.b.example'],
      agencyName: 'Agency B',
      agencyEmail: 'office@b.example',
      sender: 'info@b.example',
      agencyAddress: 'Rue 1, 4000 Liège',
      agencyPhone: '04 1',
      languages: ['fr', 'nl'],
      agencyLanguage: 'nl',
      captchaSecret: 'b-captcha',
      recaptchaSiteKey: 'b-site',
      recaptchaSecret: 'b-recaptcha-secret',
    });
    // without its own: no address or phone of the process's agency, its sender as its address, its first language
    expect(OVERLAYS[1]).toMatchObject({ agencyEmail: 'info@a.example', agencyAddress: '', agencyPhone: '', agencyLanguage: 'nl', languages: ['nl', 'fr', 'en', 'de'] });
    expect(Object.keys(b).sort()).toEqual([...AGENCY_KEYS].sort());
  });

  it('sign captchas with a key of their own: their secret, else the process’s bound to the agency; a reCAPTCHA pair is theirs or the process’s, never half of each', () => {
    expect(OVERLAYS[1]!.captchaSecret).toBe('process-captcha:agency:1');
    expect(OVERLAYS[1]!).toMatchObject({ recaptchaSiteKey: 'process-recaptcha-site', recaptchaSecret: 'process-recaptcha-secret' });
    const siteKeyOnly = agencyOverlay({ id: 3, name: 'C' }, stored('c', { recaptchaSiteKey: 'c-site' }), {}, PROCESS);
    expect(siteKeyOnly).toMatchObject({ recaptchaSiteKey: 'c-site', recaptchaSecret: '' });
  });

  it('give the CRM client its own credentials, read as the environment’s are', () => {
    const crm = (id: number) => OVERLAYS[id]!.crm!;
    expect(crm(2).kind).toBe('omnicasa');
    const connection = crm(2).connection as { customer: string; password: Secret };
    expect([connection.customer, connection.password.reveal()]).toEqual(['b-customer', 'b-password']);
    expect(crm(2).credentials.map((secret) => secret.reveal())).toEqual(['b-password', 'b-customer']);
    expect(agencyOverlay({ id: 3, name: 'C' }, stored('c'), {}, PROCESS).crm).toBeUndefined();
    // a CRM named without its credentials is refused as the environment's would be
    expect(() => agencyOverlay({ id: 3, name: 'C' }, stored('c', { crm: { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'c' } }), {}, PROCESS)).toThrow(/OMNICASA_PASSWORD/);
  });

  it.each([
    ['', /no publicUrl/],
    ['ftp://www.a.example', /http\(s\)/],
    ['https://www.a.example/?q=1', /query/],
    ['not a url', /absolute/],
  ])('refuse the public address %j', (publicUrl, message) => {
    expect(() => agencyOverlay({ id: 1, name: 'A' }, stored('a', { publicUrl }), {}, PROCESS)).toThrow(message);
  });

  it.each([
    [['nl', 'fr'], ['nl', 'fr']],
    [['FR', 'fr-BE', 'de'], ['fr', 'de']],
    [['xx'], ['nl', 'fr', 'en', 'de']],
    [[], ['nl', 'fr', 'en', 'de']],
    [undefined, ['nl', 'fr', 'en', 'de']],
  ])('offer the languages %j as %j', (list, expected) => {
    expect(languagesOf(list)).toEqual(expected);
  });
});

describe('the settings a route reads', () => {
  it('are the scope’s agency’s for its keys, the process’s for the others and outside any agency', async () => {
    const { cache } = cacheOfBoth();
    const settings = scopedSettings(PROCESS, cache);
    await cache.load(1);
    await cache.load(2);
    const seen = (id: number) => inAgency(id, () => ({ url: settings.publicUrl, origins: settings.allowedOrigins, name: settings.agencyName, mails: settings.mailsPerRecipient, crm: settings.crm?.credentials[0]?.reveal() }));
    expect(seen(1)).toEqual({ url: 'https://www.a.example', origins: ['https://www.a.example'], name: 'Agency A', mails: PROCESS.mailsPerRecipient, crm: 'a-password' });
    expect(seen(2)).toEqual({ url: 'https://www.b.example', origins: ['https://www.b.example'], name: 'Agency B', mails: PROCESS.mailsPerRecipient, crm: 'b-password' });
    expect([settings.publicUrl, settings.agencyName, settings.crm]).toEqual(['https://www.process.example', 'Process Agency', PROCESS.crm]);
    // destructured once (as routes do when they are registered), still read at each use
    const { publicUrl, ...spread } = inAgency(2, () => ({ ...settings }));
    expect([publicUrl, spread.agencyName]).toEqual(['https://www.b.example', 'Agency B']);
  });

  it('refuse to answer for an agency whose settings were not loaded, rather than answer with another site’s', () => {
    const settings = scopedSettings(PROCESS, cacheOfBoth().cache);
    expect(() => inAgency(2, () => settings.publicUrl)).toThrow(/not loaded/);
    expect(inAgency(2, () => settings.dataDir)).toBe(PROCESS.dataDir);
  });

  it('are not written in an agency’s scope', async () => {
    const { cache } = cacheOfBoth();
    const settings = scopedSettings({ ...PROCESS }, cache);
    await cache.load(2);
    expect(() =>
      inAgency(2, () => {
        settings.publicUrl = 'https://evil.example';
      }),
    ).toThrow(/not written/);
    expect(inAgency(2, () => settings.publicUrl)).toBe('https://www.b.example');
  });

  it('are read once per agency, again after the TTL, and a request under way keeps them while they are read again', async () => {
    let now = 0;
    const { cache, reads } = cacheOfBoth(() => now);
    await Promise.all([cache.load(2), cache.load(2), cache.load(1)]);
    expect(reads).toEqual([2, 1]);
    now = TTL_MS - 1;
    await cache.load(2);
    expect(reads).toEqual([2, 1]);
    now = TTL_MS;
    expect(cache.loaded(2).agencyName).toBe('Agency B');
    await cache.load(2);
    expect(reads).toEqual([2, 1, 2]);
    cache.forget(2);
    expect(() => cache.loaded(2)).toThrow(/not loaded/);
    expect(cache.loaded(1).agencyName).toBe('Agency A');
  });
});
