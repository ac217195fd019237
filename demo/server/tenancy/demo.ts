/**
 * The demo's two agencies on one PostgreSQL (`npm run agency -- demo`, and the isolation
 * test): each with its hosts, settings and the demo's data, seeded in its own scope so that
 * every row is its own. The second agency's listings are the first's with their Dutch texts
 * marked, so that what one agency's answers show can be told apart from the other's.
 */
import { inAgency } from '../db/agency-scope.ts';
import type { Database } from '../db/database.ts';
import { seedCalendar } from '../seed/calendar.ts';
import { seedDatabase } from '../seed/seed.ts';
import { addAgency, type NewAgency } from './registry.ts';

/** What the second agency's Dutch texts begin with. */
export const B_MARK = '[agency B] ';

export interface DemoHosts {
  /** the host of each agency's site and API, with a port where it is not the scheme's */
  a: string;
  b: string;
  /** each agency's public site, when not `http://` its host (a site served elsewhere, its API here) */
  publicUrls?: { a?: string; b?: string };
}

/**
 * One of the demo's agencies: each with its own name, letterhead, sender and reCAPTCHA
 * site key; the second offers Dutch and French only and writes to its office in French.
 */
export function demoAgency(slug: 'agency-a' | 'agency-b', host: string, publicUrl = `http://${host}`): NewAgency {
  const letter = slug.slice(-1).toUpperCase();
  const first = letter === 'A';
  return {
    slug,
    name: `Agency ${letter}`,
    siteHosts: [host],
    apiHosts: [],
    settings: {
      publicUrl,
      allowedOrigins: [new URL(publicUrl).origin],
      sender: `info@${slug}.example`,
      email: `office@${slug}.example`,
      address: first ? 'Korenmarkt 1, 9000 Gent' : 'Place Saint-Lambert 1, 4000 Liège',
      phone: first ? '09 111 11 11' : '04 222 22 22',
      languages: first ? ['nl', 'fr', 'en', 'de'] : ['nl', 'fr'],
      language: first ? 'nl' : 'fr',
      recaptchaSiteKey: `${slug}-recaptcha-site-key`,
    },
    secrets: { captchaSecret: `${slug}-captcha-secret`, recaptchaSecret: `${slug}-recaptcha-secret` },
  };
}

/** Adds the two demo agencies with their data, as the tables' owner; answers their ids. */
export async function seedDemoAgencies(owner: Database, key: Buffer, hosts: DemoHosts, now = Date.now()): Promise<{ a: number; b: number }> {
  const a = await addAgency(owner, demoAgency('agency-a', hosts.a, hosts.publicUrls?.a), key, now);
  const b = await addAgency(owner, demoAgency('agency-b', hosts.b, hosts.publicUrls?.b), key, now);
  for (const [id, letter] of [
    [a, 'A'],
    [b, 'B'],
  ] as const) {
    await inAgency(id, async () => {
      await seedDatabase(owner, now);
      await seedCalendar(owner, now);
      // the second agency's Dutch texts say whose they are: the isolation test looks for the mark in every answer of the first
      if (letter === 'B') await owner.db.updateTable('properties').set((eb) => ({ data: eb.fn('replace', ['data', eb.val('"nl":"'), eb.val(`"nl":"${B_MARK}`)]) })).execute();
    });
  }
  return { a, b };
}
