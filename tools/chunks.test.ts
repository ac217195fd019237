// How the build splits the bundle (rollup.config.mjs, chunkGroups), read from the built
// dist/manifest.json: the entry stays the tag watcher alone, and a screen's page loads no
// code that only other screens need.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Chunk {
  source: string | null;
  imports: string[];
  modules: Record<string, number>;
}
const { chunks } = JSON.parse(readFileSync(new URL('../dist/manifest.json', import.meta.url), 'utf8')) as { chunks: Record<string, Chunk> };

/** The chunk that defines `element`, as the manifest names it (the one the demo server serves it by). */
const chunkOf = (element: string) => Object.keys(chunks).find((file) => chunks[file]!.source === `widgets/${element}/element.ts`);

/** The files a page with `element` loads before it shows anything: its chunk and their static imports. */
function filesOf(element: string): string[] {
  const start = chunkOf(element);
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
const SITE = ['language-switch', 'cookie-consent', 'cookie-settings', 'app'];
/** `<agency-config>` has no chunk of its own: the runtime defines it (rollup.config.mjs). */
const CONFIG = 'config';

describe('the bundle’s chunks', () => {
  it('leave the entry the tag watcher alone, importing nothing', () => {
    const entry = chunks['agency-widgets.js']!;
    expect(entry.imports).toEqual([]);
    expect(Object.keys(entry.modules).sort()).toEqual(['widgets/loader.ts', 'widgets/registry.ts']);
  });

  // A lazily loaded part that imports a module only its element's code uses makes rollup
  // move the element module into a facade file of its own: one more request, and the
  // demo server, which finds elements through the manifest, no longer serves the screen.
  it.each([...SCREENS, ...SITE])('keep <agency-%s> the facade of its own chunk', (element) => {
    const own = Object.entries(chunks).filter(([file]) => new RegExp(`^chunks/${element}-[\\w-]{8}\\.js$`).test(file));
    expect(own.map(([, chunk]) => chunk.source)).toEqual([`widgets/${element}/element.ts`]);
  });

  // without it the browser learns a chunk's imports only once the chunk is in: a round trip later
  it.each([...SCREENS, ...SITE])('have the entry ask for what <agency-%s> imports along with its chunk', (element) => {
    const entry = readFileSync(new URL('../dist/agency-widgets.js', import.meta.url), 'utf8');
    const own = chunkOf(element)!;
    // this element's loader: from its key in the tag map to the next key
    const call = entry.slice(entry.indexOf(`"agency-${element}":`)).split(/,"agency-[\w-]+":/)[0]!;
    expect(call).toContain(`"./${own}"`);
    const imports = chunks[own]!.imports.filter((file) => file !== 'agency-widgets.js');
    expect(imports.length).toBeGreaterThan(0);
    for (const file of imports) expect(call).toContain(`"./${file}"`);
  });

  // those files are then evaluated in the order they arrive, which is safe only without cycles
  it('import no chunk from a chunk it imports, directly or not', () => {
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void cycles.push([...path, file].join(' → '));
      for (const imported of chunks[file]!.imports) if (imported !== 'agency-widgets.js') visit(imported, [...path, file]);
    };
    for (const file of Object.keys(chunks)) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('let the runtime chunk define <agency-config>, which every page has', () => {
    expect(chunkOf(CONFIG)).toMatch(/^chunks\/runtime-[\w-]{8}\.js$/);
    expect(Object.keys(chunks[chunkOf(CONFIG)!]!.modules).filter((module) => module.startsWith('widgets/config/'))).toEqual(['widgets/config/element.ts']);
  });

  it.each([...SCREENS, ...SITE, CONFIG])('give a page with <agency-%s> no module of another element’s folder', (element) => {
    const others = [...SCREENS, ...SITE].filter((other) => other !== element);
    const modules = filesOf(element).flatMap((file) => Object.keys(chunks[file]!.modules));
    const foreign = modules.filter((module) => others.some((other) => module.startsWith(`widgets/${other}/`)));
    expect(foreign).toEqual([]);
  });

  // what the list does not show: the cookie machinery (consent-gated players and maps are the
  // details'), the form rules, their messages and their captcha (the request form's)
  it.each([['widgets/consent/'], ['core/forms/'], ['core/messages/validation'], ['widgets/form/'], ['core/api/captcha']])('give a list page nothing of %s', (folder) => {
    const modules = filesOf('property-list').flatMap((file) => Object.keys(chunks[file]!.modules));
    expect(modules.filter((module) => module.startsWith(folder))).toEqual([]);
  });

  it('keep the framework in one runtime chunk that every element loads', () => {
    const runtime = Object.keys(chunks).filter((file) => /^chunks\/runtime-/.test(file));
    expect(runtime).toHaveLength(1);
    for (const element of [...SCREENS, ...SITE]) expect(filesOf(element)).toContain(runtime[0]);
  });

  // every page that loads it loads the runtime: a chunk of its own would only cost a request
  it('put the code every element uses in the runtime chunk', () => {
    const runtime = Object.keys(chunks).find((file) => /^chunks\/runtime-/.test(file))!;
    expect(Object.keys(chunks[runtime]!.modules)).toEqual(expect.arrayContaining(['widgets/define.ts', 'core/store.ts']));
    const everywhere = Object.keys(chunks).filter((file) => [...SCREENS, ...SITE].every((element) => filesOf(element).includes(file)));
    expect(everywhere.sort()).toEqual(['agency-widgets.js', runtime]);
  });
});

const root = new URL('..', import.meta.url).pathname;

/** The bundle's sources: widgets/ and core/, without tests and test helpers. */
function bundleSources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return bundleSources(path);
    return /\.tsx?$/.test(entry.name) && !/(\.test|\.browser|^testing|^stub-)/.test(entry.name) ? [path] : [];
  });
}

/** A module that defines no value of its own, only passes on others' (`export * from`). */
const isBarrel = (text: string) =>
  /^export (\*|\{[^}]*\}) from /m.test(text) && !/^export (const|let|function|async function|class|default|enum) /m.test(text);

describe('the bundle’s sources', () => {
  // chunkGroups follows static imports to decide which elements need a module: through a
  // re-exporting module, every element importing one binding would seem to need every
  // module behind it (a list page carried the form's validation messages). The server,
  // the tests and the core/ package entry may use these modules.
  it('import values from the module that defines them, not through a re-exporting one', () => {
    const sources = [...bundleSources('widgets'), ...bundleSources('core')];
    const text = new Map(sources.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
    const barrels = sources.filter((file) => isBarrel(text.get(file)!));
    expect(barrels).toContain('core/messages.ts');
    const offenders = sources
      .filter((file) => !barrels.includes(file))
      .flatMap((file) =>
        [...text.get(file)!.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gm)]
          .map((match) => relative(root, resolve(dirname(join(root, file)), match[1]!)))
          .filter((imported) => barrels.includes(imported))
          .map((imported) => `${file} → ${imported}`),
      );
    expect(offenders).toEqual([]);
  });
});
