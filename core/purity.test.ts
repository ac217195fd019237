// core/ is shared by the widgets and the server: it may import zustand and
// superstruct, never a UI framework, lingui's runtime or a Node-only module.
// (That it touches no DOM API is checked by `tsc -p core`, which has no DOM library.)
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const core = new URL('.', import.meta.url).pathname;

async function sources(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sources(path)));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

const forbidden = /^(react|react-dom|preact|@lingui\/react|@lingui\/core|@r2wc\/|node:|fs$|path$|crypto$)/;

describe('core/', () => {
  it('imports no UI framework, no lingui runtime and no Node-only module', async () => {
    const offenders: string[] = [];
    const files = await sources(core);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g)) {
        if (specifier && forbidden.test(specifier)) offenders.push(`${relative(core, file)} → ${specifier}`);
      }
      if (/\.tsx$/.test(file)) offenders.push(`${relative(core, file)} is a component file`);
    }
    expect(files.length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});
