// @vitest-environment node
// An element is its folder (docs/architecture.md): a folder of widgets/ with an element.ts.
// Element folders never import each other, and the shared homes (form/, property/, project/,
// ui/, …) import no element folder: code two screens need lives in a home with a name, so
// changing one screen cannot break another. Tests may put any element on a page.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const widgets = new URL('.', import.meta.url).pathname;

/** The folders that are elements. */
const elementFolders = new Set(
  readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(widgets, entry.name)).includes('element.ts'))
    .map((entry) => entry.name),
);

/** Every source module below widgets/, but the registry the build writes from the folders. */
function sources(dir = widgets): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.(tsx?|mjs|css)$/.test(entry.name) ? [path] : [];
  });
}

/** The relative modules a source names: static and dynamic imports, re-exports, CSS `@import`. */
function importsOf(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+(?:url\()?)['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]!.replace(/\?.*$/, ''));
}

const isTest = (path: string) => /\.(test|browser)\.tsx?$/.test(path) || path.split('/').includes('testing');

/** The folder of widgets/ a path lies in ('' for widgets/ itself). */
const folderOf = (path: string) => {
  const inside = relative(widgets, path);
  return inside.includes('/') ? inside.split('/')[0]! : '';
};

/**
 * The server's renderer still reaches into the detail screen for what goes in the page's
 * head; nothing may be added to this list.
 */
const RENDERER_REACHES = new Set([
  'server/render.ts → property-detail/coordinates.ts',
  'server/render.ts → property-detail/json-ld.ts',
  'server/render.ts → property-detail/use-json-ld.ts',
]);

const scanned = sources().map((path) => ({
  path,
  folder: folderOf(path),
  targets: importsOf(readFileSync(path, 'utf8')).map((specifier) => normalize(join(dirname(path), specifier))),
}));

describe('element folders', () => {
  it('are found, and their imports read', () => {
    expect(elementFolders.size).toBeGreaterThan(20);
    expect(elementFolders.has('property-detail')).toBe(true);
    expect(elementFolders.has('form')).toBe(false);
    // every element imports the one way to make an element
    const defining = scanned.filter((file) => file.targets.includes(join(widgets, 'define.ts')));
    expect(defining.length).toBeGreaterThanOrEqual(elementFolders.size);
  });

  it('never import each other', () => {
    const crossing = scanned.flatMap(({ path, folder, targets }) =>
      elementFolders.has(folder)
        ? targets
            .filter((target) => target.startsWith(widgets) && elementFolders.has(folderOf(target)) && folderOf(target) !== folder)
            .map((target) => `${relative(widgets, path)} → ${relative(widgets, target)}`)
        : [],
    );
    expect(crossing).toEqual([]);
  });

  it('are imported by no shared home', () => {
    const reaching = scanned.flatMap(({ path, folder, targets }) =>
      elementFolders.has(folder) || isTest(path)
        ? []
        : targets
            .filter((target) => target.startsWith(widgets) && elementFolders.has(folderOf(target)))
            .map((target) => `${relative(widgets, path)} → ${relative(widgets, target)}`)
            .filter((line) => !RENDERER_REACHES.has(line)),
    );
    expect(reaching).toEqual([]);
  });
});

describe('importsOf', () => {
  it('reads static, dynamic and side-effect imports, re-exports and stylesheets, relative ones only', () => {
    const text = [
      "import { a } from '../ui/a.ts';",
      "import type { B } from './b.tsx';",
      "import styles from '../form/form.css?inline';",
      "import './side-effect.ts';",
      "export * from '../property/c.ts';",
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
      '../zones/MunicipalityMap.tsx',
      './base.css',
    ]);
  });
});
