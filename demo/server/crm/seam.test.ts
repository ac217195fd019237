// The shared CRM layer names no CRM: the files of demo/server/crm/ outside the connector
// folders import nothing of a connector's folder and mention none by name, and each
// connector is found by its folder alone. A connector writes no table: nothing in a
// connector folder reaches the database but through the repositories it is given.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONNECTORS } from './connectors.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const connectors = [...CONNECTORS.keys()];
const shared = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const filesOf = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesOf(join(folder, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [join(folder, entry.name)] : []));

describe('the CRM seam', () => {
  it('finds the connectors by their folders', () => {
    expect(connectors).toEqual(['omnicasa', 'whise']);
  });

  it.each(shared)('%s names no CRM and imports no connector', (file) => {
    const text = readFileSync(join(here, file), 'utf8');
    for (const name of connectors) expect(text.toLowerCase(), `${file} names ${name}`).not.toContain(name);
  });

  it.each(connectors)('the %s connector writes no table: no query builder, no SQL implementation, no raw database', (name) => {
    for (const file of filesOf(join(here, name))) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/\b(insertInto|updateTable|deleteFrom|selectFrom)\(/);
      expect(text, file).not.toMatch(/repositories\/sql\/|db\/database\.ts|\.sqlite\b/);
    }
  });
});
