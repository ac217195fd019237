/**
 * The connectors there are, found by convention: each folder of demo/server/crm/ with a
 * `connector.ts` is one, named by its folder (`CRM=<folder>`), its default export a
 * ConnectorModule (connector.ts). Adding a CRM is adding a folder; nothing here lists them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConnectorModule } from './connector.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'connector.ts')))
  .map((entry) => entry.name)
  .sort();

export const CONNECTORS: ReadonlyMap<string, ConnectorModule> = new Map(
  await Promise.all(folders.map(async (name) => [name, ((await import(`./${name}/connector.ts`)) as { default: ConnectorModule }).default] as const)),
);
