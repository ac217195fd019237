// How the build splits the bundle (tools/chunk-rule.mjs), read from the built
// dist/manifest.json: the entry stays the tag watcher alone and names no element's chunk,
// and a page with an element loads the entry, the fixed chunks its element imports, the
// element's own chunk, shared chunks and its texts, in two waves at most.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './texts.mjs';
import { elementFolders, tagOf } from './elements.mjs';

interface Chunk {
  source: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, number>;
}
interface Element {
  chunk: string;
  frame: boolean;
  texts: Record<string, string> | null;
}
const manifest = JSON.parse(readFileSync(new URL('../dist/manifest.json', import.meta.url), 'utf8')) as {
  elements: Record<string, Element>;
  chunks: Record<string, Chunk>;
};
const { chunks, elements } = manifest;
const runtime = Object.keys(chunks).filter((file) => /^chunks\/runtime-[\w-]{8}\.js$/.test(file));
const pageChunk = Object.keys(chunks).filter((file) => /^chunks\/page-[\w-]{8}\.js$/.test(file));
const entryCode = readFileSync(new URL('../dist/agency-widgets.js', import.meta.url), 'utf8');

/** What the entry loads with each element (widgets/registry.ts), as the build wrote it in. */
const loading = JSON.parse(entryCode.match(/(\{"build":.*?"loads":"\w*"\})/)?.[1] ?? 'null') as { build: string; always: string[]; files: string[]; loads: string };
/** The folders in the order the entry lists them: the screens' list, then the frame's. */
const listed = [...entryCode.matchAll(/"([a-z][a-z0-9 -]*)"\.split\(" "\)/g)].map(([, list]) => list!.split(' '));

/** The files a page with `tag` loads before it shows anything: its chunk and their static imports. */
function filesOf(tag: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks[file]!.imports) visit(imported);
  };
  visit(elements[tag]!.chunk);
  return [...files];
}

const tags = Object.keys(elements);

describe('the bundle’s chunks', () => {
  it('define every element folder, and only those', () => {
    expect(tags.sort()).toEqual(elementFolders().map(tagOf).sort());
  });

  it('leave the entry the tag watcher alone, importing nothing', () => {
    const entry = chunks['agency-widgets.js']!;
    expect(entry.imports).toEqual([]);
    expect(Object.keys(entry.modules).sort()).toEqual(['widgets/generated/elements.ts', 'widgets/loader.ts', 'widgets/registry.ts']);
  });

  it('keep the framework and what makes an element in one runtime chunk, and no element’s own code', () => {
    expect(runtime).toHaveLength(1);
    const modules = Object.keys(chunks[runtime[0]!]!.modules);
    expect(modules).toEqual(expect.arrayContaining(['widgets/define.ts', 'widgets/i18n.ts', 'node_modules/preact/dist/preact.mjs']));
    const folders = tags.map((tag) => `widgets/${tag.replace(/^agency-/, '')}/`);
    expect(modules.filter((module) => folders.some((folder) => module.startsWith(folder)))).toEqual([]);
    // no route table: a screen that links nowhere does not carry it
    expect(modules.filter((module) => module.startsWith('core/routing/'))).toEqual([]);
  });

  // <agency-config> alone is a page's floor: its settings and language, no framework, no texts
  it('give <agency-config> the page chunk and nothing of the framework', () => {
    expect(pageChunk).toHaveLength(1);
    expect(Object.keys(chunks[pageChunk[0]!]!.modules)).toEqual(expect.arrayContaining(['widgets/page.ts', 'core/store.ts', 'core/config.ts']));
    expect(filesOf('agency-config').sort()).toEqual([elements['agency-config']!.chunk, pageChunk[0]!].sort());
  });

  it.each(tags)('give <%s> a chunk of its own, and its page no other element’s chunk', (tag) => {
    const { chunk } = elements[tag]!;
    expect(chunks[chunk]!.source).toBe(`widgets/${tag.replace(/^agency-/, '')}/element.ts`);
    const otherElements = new Set(tags.filter((other) => other !== tag).map((other) => elements[other]!.chunk));
    expect(filesOf(tag).filter((file) => otherElements.has(file))).toEqual([]);
  });

  // what the detail pages load later (the map, the players behind a consent gate) is no part of the banner every page carries
  it('give the cookie banner’s page no API client and no part another element loads later', () => {
    const files = new Set([...filesOf('agency-cookie-consent'), ...filesOf('agency-cookie-settings')]);
    const modules = [...files].flatMap((file) => Object.keys(chunks[file]!.modules));
    expect(modules.filter((module) => module.startsWith('node_modules/superstruct/') || module === 'core/api/client.ts')).toEqual([]);
    const later = new Set(Object.entries(chunks).flatMap(([file, chunk]) => (file === 'agency-widgets.js' ? [] : chunk.dynamicImports)));
    expect([...files].filter((file) => later.has(file))).toEqual([]);
  });

  // the code of forms stays out of the pages that show no form
  it.each(['agency-property-list', 'agency-property-detail', 'agency-project-list'])('give a page with <%s> no form machinery', (tag) => {
    const modules = filesOf(tag).flatMap((file) => Object.keys(chunks[file]!.modules));
    expect(modules.filter((module) => module.startsWith('core/forms/') || /^widgets\/form\/(use-form|Form|FormField)\.tsx?$/.test(module))).toEqual([]);
  });

  // a chart library of 23 KB that only the owner's report draws with: no other page carries it.
  // Its code is a part the portal loads after the figures; its small stylesheet comes with the
  // portal's own, which the shadow root adopts at once
  it('keep uPlot in a part the owner portal loads later, its stylesheet in the portal’s chunk, and in no other file', () => {
    const holding = (path: string) =>
      Object.entries(chunks)
        .filter(([, chunk]) => Object.keys(chunk.modules).includes(path))
        .map(([file]) => file);
    const portal = elements['agency-owner-portal']!.chunk;
    const code = holding('node_modules/uplot/dist/uPlot.esm.js');
    expect(code).toHaveLength(1);
    expect(chunks[portal]!.dynamicImports).toContain(code[0]);
    expect(chunks[portal]!.imports).not.toContain(code[0]);
    expect(holding('node_modules/uplot/dist/uPlot.min.css?inline')).toEqual([portal]);
  });

  it.each(tags)('put in <%s>’s own chunk no module of another element’s folder', (tag) => {
    const others = tags.filter((other) => other !== tag).map((other) => `widgets/${other.replace(/^agency-/, '')}/`);
    const modules = Object.keys(chunks[elements[tag]!.chunk]!.modules);
    expect(modules.filter((module) => others.some((folder) => module.startsWith(folder)))).toEqual([]);
  });

  // the entry derives an element's chunk from its tag: adding an element adds its name to the entry, no file name
  it.each(tags)('name <%s>’s chunk by its folder and the build id, which the entry holds instead of any chunk’s name', (tag) => {
    expect(elements[tag]!.chunk).toBe(`chunks/${tag.replace(/^agency-/, '')}-${loading.build}.js`);
    expect(entryCode).not.toContain(elements[tag]!.chunk);
  });

  // without it the browser learns of the bulk of a page's code only once the element's chunk is in: a round trip more
  it.each(tags)('have the entry ask for the fixed chunks <%s> imports along with its chunk, and the chunk import the rest itself', (tag) => {
    const index = listed.flat().indexOf(tag.replace(/^agency-/, ''));
    const bits = parseInt(loading.loads[index]!, 36);
    const asked = [...loading.always, ...loading.files.filter((_, bit) => (bits >> bit) & 1)].map((file) => file.replace(/^\.\//, ''));
    const files = filesOf(tag).filter((file) => file !== 'agency-widgets.js' && file !== elements[tag]!.chunk);
    const fixed = files.filter((file) => [...loading.always, ...loading.files].includes(`./${file}`));
    expect(asked.sort()).toEqual(fixed.sort());
    // rollup hoists an entry chunk's indirect imports: the element's chunk names every file its page loads
    expect(chunks[elements[tag]!.chunk]!.imports.filter((file) => file !== 'agency-widgets.js').sort()).toEqual(files.sort());
  });

  it('ask for the screens before the site’s frame', () => {
    expect(listed).toHaveLength(2);
    const [screens, frame] = listed as [string[], string[]];
    expect(screens.every((folder) => !elements[`agency-${folder}`]!.frame)).toBe(true);
    expect(frame.every((folder) => elements[`agency-${folder}`]!.frame)).toBe(true);
    expect([...screens, ...frame].map((folder) => `agency-${folder}`).sort()).toEqual([...tags].sort());
    expect(loading.loads).toHaveLength(tags.length);
  });

  // the entry's preloads evaluate a chunk's imports in the order they arrive: safe only without cycles
  it('import no chunk from a chunk it imports, directly or not', () => {
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void cycles.push([...path, file].join(' → '));
      for (const imported of chunks[file]!.imports) if (imported !== 'agency-widgets.js') visit(imported, [...path, file]);
    };
    for (const file of Object.keys(chunks)) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

describe('the texts', () => {
  const read = (file: string) => {
    const source = readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8');
    return JSON.parse(JSON.parse(source.slice(source.indexOf('(') + 1, source.lastIndexOf(')')))) as Record<string, unknown>;
  };

  it.each(tags)('of <%s> are one file per language, with the same messages in each', (tag) => {
    const texts = elements[tag]!.texts!;
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    const ids = LANGUAGES.map((language) => Object.keys(read(texts[language]!)).sort());
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
  });

  it('follow the code: the list has its filters’ texts and no form’s, the request form has the form’s', () => {
    const list = Object.keys(read(elements['agency-property-list']!.texts!.nl!));
    const request = Object.keys(read(elements['agency-property-request']!.texts!.nl!));
    expect(list).toEqual(expect.arrayContaining(['propertyList.sort.label', 'ui.pagination.next']));
    // no field labels and no field's rule; the form-level message is the API client's answer to a refused request
    expect(list.filter((id) => id.startsWith('field.') || (id.startsWith('validation.') && id !== 'validation.form'))).toEqual([]);
    expect(request).toEqual(expect.arrayContaining(['validation.emailInvalid', 'field.email']));
  });

  // a detail page's parts that load later (the map, the players) show texts of their own
  it('count the parts an element loads later as its code', () => {
    const detail = Object.keys(read(elements['agency-property-detail']!.texts!.fr!));
    expect(detail.some((id) => id.startsWith('propertyExtras.'))).toBe(true);
  });
});
