// @vitest-environment node
// An element is its folder (docs/architecture.md): a folder of widgets/ with an element.ts.
// Element folders never import each other, and the shared homes (form/, property/, project/,
// ui/, …) import no element folder: code two screens need lives in a home with a name, so
// changing one screen cannot break another. Tests may put any element on a page.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImportsOf, sourceFiles } from '../tools/imports.ts';

const widgets = new URL('.', import.meta.url).pathname;

/** The folders that are elements. */
const elementFolders = new Set(
  readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(widgets, entry.name)).includes('element.ts'))
    .map((entry) => entry.name),
);

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

/** Every source module below widgets/ (CSS too), but the registry the build writes from the folders. */
const scanned = sourceFiles(widgets, { extensions: /\.(tsx?|mjs|css)$/ }).map((path) => ({
  path,
  folder: folderOf(path),
  targets: relativeImportsOf(path),
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
