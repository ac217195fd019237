/**
 * Which CRM feeds the site, from the environment: `CRM=omnicasa` with `OMNICASA_URL`
 * (default: Omnicasa's production service), `OMNICASA_CUSTOMER`, `OMNICASA_PASSWORD`,
 * optionally `OMNICASA_OFFICE_ID`, and `SYNC_MINUTES` (default 15). Without `CRM` the
 * server runs on its own data (the seed). A CRM named but not configured stops the
 * server at start, with a message that names the setting and never its value.
 */
import { OMNICASA_URL, type OmnicasaSettings } from './omnicasa/client.ts';
import { Secret } from './secret.ts';

export interface CrmSettings {
  kind: 'omnicasa';
  omnicasa: OmnicasaSettings;
  /** minutes between two syncs */
  syncMinutes: number;
}

export const DEFAULT_SYNC_MINUTES = 15;

export function crmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CrmSettings | undefined {
  const kind = env.CRM?.trim().toLowerCase();
  if (!kind) return undefined;
  if (kind !== 'omnicasa') throw new Error(`CRM must be "omnicasa" (or not set, for the demo data); it is "${env.CRM}".`);
  const customer = env.OMNICASA_CUSTOMER?.trim() ?? '';
  const password = env.OMNICASA_PASSWORD ?? '';
  if (!customer || !password) throw new Error('CRM=omnicasa needs OMNICASA_CUSTOMER and OMNICASA_PASSWORD.');
  const url = env.OMNICASA_URL?.trim() || OMNICASA_URL;
  if (!/^https?:\/\//.test(url)) throw new Error('OMNICASA_URL must be an http(s) URL.');
  const office = env.OMNICASA_OFFICE_ID?.trim();
  if (office && !/^\d+$/.test(office)) throw new Error('OMNICASA_OFFICE_ID must be a number.');
  const minutes = Number(env.SYNC_MINUTES);
  return {
    kind: 'omnicasa',
    omnicasa: { url, customer, password: new Secret(password), officeId: office ? Number(office) : undefined },
    syncMinutes: env.SYNC_MINUTES && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SYNC_MINUTES,
  };
}
