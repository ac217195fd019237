// The reader of imports the shape tests stand on (tools/imports.ts): what it finds in a
// source's text, and the loops it finds among files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importLoops, importsOf, relativeImportsOf } from './imports.ts';

describe('importsOf', () => {
  it('reads static, dynamic, type and side-effect imports, re-exports and stylesheets', () => {
    const text = [
      "import { a } from '../ui/a.ts';",
      "import type { B } from './b.tsx';",
      "import styles from '../form/form.css?inline';",
      "import './side-effect.ts';",
      "export * from '../property/c.ts';",
      "export type { D } from './d.ts';",
      "import {\n  e,\n  type F,\n} from './e.ts';",
      "const part = lazyPart(async () => (await import('../zones/MunicipalityMap.tsx')).MunicipalityMap);",
      "@import url('./base.css');",
      "import { useState } from 'react';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '../ui/a.ts',
      './b.tsx',
      '../form/form.css',
      './side-effect.ts',
      '../property/c.ts',
      './d.ts',
      './e.ts',
      '../zones/MunicipalityMap.tsx',
      './base.css',
      'react',
    ]);
    expect(relativeImportsOf('/src/x/y.ts', text)).toEqual(
      ['/src/ui/a.ts', '/src/x/b.tsx', '/src/form/form.css', '/src/x/side-effect.ts', '/src/property/c.ts', '/src/x/d.ts', '/src/x/e.ts', '/src/zones/MunicipalityMap.tsx', '/src/x/base.css'],
    );
  });
});

describe('importLoops', () => {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** Files by name, each importing the others named: `{ a: ['b'] }` is a.ts importing ./b.ts. */
  const tree = (name: string, graph: Record<string, string[]>) => {
    const dir = join(root, name);
    mkdirSync(dir);
    return Object.entries(graph).map(([file, targets]) => {
      const path = join(dir, `${file}.ts`);
      writeFileSync(path, targets.map((target, i) => (i % 2 ? `import type { X${i} } from './${target}.ts';` : `export { y } from './${target}.ts';`)).join('\n'));
      return path;
    });
  };

  it.each<{ name: string; graph: Record<string, string[]>; loops: string[][] }>([
    { name: 'none', graph: { a: ['b', 'c'], b: ['c'], c: [] }, loops: [] },
    { name: 'two', graph: { a: ['b'], b: ['a'], c: ['a'] }, loops: [['a.ts', 'b.ts']] },
    { name: 'through a type import', graph: { a: ['x', 'b'], b: ['c'], c: ['x', 'a'], x: [] }, loops: [['a.ts', 'b.ts', 'c.ts']] },
    { name: 'itself', graph: { a: ['a'], b: [] }, loops: [['a.ts']] },
    { name: 'two loops, the larger first', graph: { a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c'] }, loops: [['c.ts', 'd.ts', 'e.ts'], ['a.ts', 'b.ts']] },
  ])('finds $name', ({ name, graph, loops }) => {
    const files = tree(name.replace(/\W/g, '-'), graph);
    expect(importLoops(files, join(root, name.replace(/\W/g, '-')))).toEqual(loops);
  });
});
