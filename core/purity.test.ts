// core/ is shared by the widgets and the server: it may import zustand and
// superstruct, never a UI framework, lingui's runtime or a Node-only module.
// (That it touches no DOM API is checked by `tsc -p core`, which has no DOM library.)
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../tools/imports.ts';

const core = new URL('.', import.meta.url).pathname;

const forbidden = /^(react|react-dom|preact|@lingui\/react|@lingui\/core|@r2wc\/|node:|fs$|path$|crypto$)/;

describe('core/', () => {
  it('imports no UI framework, no lingui runtime and no Node-only module', async () => {
    const offenders: string[] = [];
    const files = sourceFiles(core, { extensions: /\.tsx?$/ }).filter((path) => !/\.test\.tsx?$/.test(path));
    for (const file of files) {
      for (const specifier of importsOf(await readFile(file, 'utf8'))) {
        if (forbidden.test(specifier)) offenders.push(`${relative(core, file)} → ${specifier}`);
      }
      if (/\.tsx$/.test(file)) offenders.push(`${relative(core, file)} is a component file`);
    }
    expect(files.length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});
