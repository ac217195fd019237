// How the build splits the bundle (rollup.config.mjs, chunkGroups), read from the built
// dist/manifest.json: the entry stays the tag watcher alone, and a screen's page loads no
// code that only other screens need.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Chunk {
  imports: string[];
  modules: Record<string, number>;
}
const { chunks } = JSON.parse(readFileSync(new URL('../dist/manifest.json', import.meta.url), 'utf8')) as { chunks: Record<string, Chunk> };

/** The files a page with `element` loads before it shows anything: its chunk and their static imports. */
function filesOf(element: string): string[] {
  const start = Object.keys(chunks).find((file) => new RegExp(`^chunks/${element}-[\\w-]{8}\\.js$`).test(file));
  if (!start) throw new Error(`no chunk for ${element}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks[file]!.imports) visit(imported);
  };
  visit(start);
  return [...files];
}

const SCREENS = ['property-list', 'project-list', 'property-detail', 'project-detail', 'property-request', 'feedback', 'not-found'];
const SITE = ['config', 'language-switch', 'cookie-consent', 'cookie-settings', 'app'];

describe('the bundle’s chunks', () => {
  it('leave the entry the tag watcher alone, importing nothing', () => {
    const entry = chunks['agency-widgets.js']!;
    expect(entry.imports).toEqual([]);
    expect(Object.keys(entry.modules).sort()).toEqual(['widgets/loader.ts', 'widgets/registry.ts']);
  });

  it.each([...SCREENS, ...SITE])('give a page with <agency-%s> no module of another element’s folder', (element) => {
    const others = [...SCREENS, ...SITE].filter((other) => other !== element);
    const modules = filesOf(element).flatMap((file) => Object.keys(chunks[file]!.modules));
    const foreign = modules.filter((module) => others.some((other) => module.startsWith(`widgets/${other}/`)));
    expect(foreign).toEqual([]);
  });

  // what the list does not show: the cookie machinery (consent-gated players and maps are the
  // details'), the form rules and their captcha (the request form's)
  it.each([['widgets/consent/'], ['core/forms/'], ['widgets/form/'], ['core/api/captcha']])('give a list page nothing of %s', (folder) => {
    const modules = filesOf('property-list').flatMap((file) => Object.keys(chunks[file]!.modules));
    expect(modules.filter((module) => module.startsWith(folder))).toEqual([]);
  });

  it('keep the framework in one runtime chunk that every element loads', () => {
    const runtime = Object.keys(chunks).filter((file) => /^chunks\/runtime-/.test(file));
    expect(runtime).toHaveLength(1);
    for (const element of [...SCREENS, ...SITE]) expect(filesOf(element)).toContain(runtime[0]);
  });
});
