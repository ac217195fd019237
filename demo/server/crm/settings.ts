/**
 * Which CRM feeds the site, from the environment: `CRM=<connector>` (a folder of
 * demo/server/crm/, connectors.ts) with the connector's own settings, and `SYNC_MINUTES`
 * (default 15). Without `CRM` the server runs on its own data (the seed). A CRM named but
 * not configured stops the server at start, with a message that names the setting and
 * never its value.
 */
import type { ConnectorModule } from './connector.ts';
import { CONNECTORS } from './connectors.ts';
import { Secret } from './secret.ts';

export interface CrmSettings {
  /** the connector's name (its folder), which also names its delivery jobs and calendar slots */
  kind: string;
  /** the connector's own settings (its connector.ts reads them) */
  connection: unknown;
  /** what no error, list or log may show */
  credentials: readonly Secret[];
  /** minutes between two syncs */
  syncMinutes: number;
}

export const DEFAULT_SYNC_MINUTES = 15;

export function crmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CrmSettings | undefined {
  const kind = env.CRM?.trim().toLowerCase();
  if (!kind) return undefined;
  const connector = CONNECTORS.get(kind);
  if (!connector) throw new Error(`CRM must be ${[...CONNECTORS.keys()].map((name) => `"${name}"`).join(' or ')} (or not set, for the demo data); it is "${env.CRM}".`);
  const connection = connector.settings(env);
  const minutes = Number(env.SYNC_MINUTES);
  return {
    kind,
    connection,
    credentials: connector.credentials(connection).filter(Boolean).map((value) => new Secret(value)),
    syncMinutes: env.SYNC_MINUTES && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SYNC_MINUTES,
  };
}

/** The connector the settings name. */
export function connectorOf(settings: CrmSettings): ConnectorModule {
  const connector = CONNECTORS.get(settings.kind);
  if (!connector) throw new Error(`No CRM connector "${settings.kind}".`);
  return connector;
}
