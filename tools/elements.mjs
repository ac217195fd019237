// The folders of widgets/ are the source of truth for the elements: a folder with an
// element.ts is the element `agency-<folder>`, and that file's JSDoc header is its public
// contract. This module reads them for the build, the docs and the tests, and writes the
// registry the loader imports (widgets/generated/elements.ts), so adding an element edits
// nothing outside its folder.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const kinds = { attr: 'attributes', event: 'events', csspart: 'parts', cssprop: 'cssProperties' };

/** `probe-card` → `agency-probe-card`: the tag of a folder. */
export const tagOf = (folder) => `agency-${folder}`;

/** The folders of widgets/ that hold an element, sorted. */
export function elementFolders(widgets = new URL('widgets/', root)) {
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      try {
        readFileSync(new URL(`${name}/element.ts`, widgets));
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}

/**
 * Each element's contract from its JSDoc header: description, `@attr`, `@event`,
 * `@csspart`, `@cssprop`, `@frame` for the parts of a site's frame (header, footer,
 * banner), whose code a page asks for after its screens, `@reserve` for the box it
 * holds before it has shown anything (see reservedStyles), `@server-rendered` for a
 * screen the server can render (widgets/server/render.ts).
 */
export function readElements() {
  return elementFolders().map((folder) => {
    const file = `widgets/${folder}/element.ts`;
    const source = readFileSync(new URL(file, root), 'utf8');
    const header = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1];
    if (!header) throw new Error(`${file} has no JSDoc header`);
    const lines = header.split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
    const element = { tag: tagOf(folder), folder, file, frame: false, serverRendered: false, reserve: undefined, description: '', attributes: [], events: [], parts: [], cssProperties: [] };
    const text = [];
    let last; // the tag item an indented line continues
    for (const line of lines) {
      if (/^@frame\b/.test(line)) {
        element.frame = true;
        last = undefined;
        continue;
      }
      if (/^@server-rendered\b/.test(line)) {
        element.serverRendered = true;
        last = undefined;
        continue;
      }
      const reserve = line.match(/^@reserve\s+(.+?)(?:\s+-\s+.*)?$/);
      if (reserve) {
        element.reserve = reserve[1].trim();
        last = undefined;
        continue;
      }
      const tag = line.match(/^@(\w+)\s+(\S+)\s*(?:-\s*)?(.*)$/);
      if (tag) {
        last = kinds[tag[1]] ? { name: tag[2], description: tag[3] } : undefined;
        if (last) element[kinds[tag[1]]].push(last);
      } else if (last && /^\s+\S/.test(line)) last.description += ` ${line.trim()}`;
      else text.push(line);
    }
    const description = text.join('\n').trim().replace(/^`<[^>]+>`:\s*/, '');
    if (!description) throw new Error(`${file}: the JSDoc header says nothing about the element`);
    element.description = description.charAt(0).toUpperCase() + description.slice(1);
    return element;
  });
}

/**
 * The order a page asks for elements' code: its screens first, then the site's frame,
 * since over HTTP/1.1 a page's requests queue six at a time and the screen is what the
 * visitor came for.
 */
export const loadOrder = (elements) => [...elements.filter((element) => !element.frame), ...elements.filter((element) => element.frame)];

/** The box a screen holds until it has shown itself, when its header gives no `@reserve`. */
export const SCREEN_BOX = 'display: block; min-height: 100vh';

/**
 * What every element holds in the page before its code, its texts and its data are in
 * (`:not(:defined)`, then its `loading` state, define/host-state.ts), so nothing moves
 * when they arrive: its header's `@reserve` declarations, else a screen holds a full
 * window (what replaces it is at least as tall, so what follows starts below the fold),
 * and a part of the site's frame (a banner over the page) no box at all. Written into the
 * registry as it is here (registrySource), so the entry and agency-widgets.css make the
 * same sheet from the same lists.
 */
export function reservedCss(screens, frame, reserves, screenBox) {
  return [...screens.map((folder) => [folder, reserves[folder] ?? screenBox]), ...frame.filter((folder) => reserves[folder]).map((folder) => [folder, reserves[folder]])]
    // two rules: a browser that does not know :state() drops only the second;
    // an element the server rendered shows its content before its code: it holds no box
    .map(([folder, box]) => `agency-${folder}:not(:defined):not([data-agency-rendered]){${box}}\nagency-${folder}:state(loading){${box}}`)
    .join('\n');
}

/** The screens' folders, the frame's, and the `@reserve` boxes by folder, as the registry lists them. */
function registryLists(elements) {
  const ordered = loadOrder(elements);
  return {
    screens: ordered.filter((element) => !element.frame).map((element) => element.folder),
    frame: ordered.filter((element) => element.frame).map((element) => element.folder),
    reserves: Object.fromEntries(ordered.filter((element) => element.reserve).map((element) => [element.folder, element.reserve])),
  };
}

/** The stylesheet of every element's box before it has shown itself (agency-widgets.css, the server's element sheets). */
export function reservedStyles(elements) {
  const { screens, frame, reserves } = registryLists(elements);
  return reservedCss(screens, frame, reserves, SCREEN_BOX);
}

/**
 * The source of widgets/generated/elements.ts: the tags the entry watches for, nothing per
 * element but its folder's name (and a box when its header reserves one). Where an
 * element's code is follows from the name (widgets/registry.ts), so an element added
 * costs every page its name and no more.
 */
export function registrySource(elements) {
  const { screens, frame, reserves } = registryLists(elements);
  return `// Generated by tools/elements.mjs from the folders of widgets/ that hold an element.ts: do not edit.

/** The elements (\`agency-<folder>\`) that are screens, in the order a page asks for their code. */
export const SCREENS: readonly string[] = ${JSON.stringify(screens.join(' '))}.split(' ');

/** The elements of the site's frame, asked for after the screens. */
export const FRAME: readonly string[] = ${JSON.stringify(frame.join(' '))}.split(' ');

/** The boxes element headers reserve (\`@reserve\`), by folder. */
export const RESERVES: Readonly<Record<string, string>> = ${JSON.stringify(reserves)};

export const SCREEN_BOX = ${JSON.stringify(SCREEN_BOX)};

/** The stylesheet of the boxes elements hold until they have shown themselves (also dist/agency-widgets.css). */
export const reservedCss: (screens: readonly string[], frame: readonly string[], reserves: Readonly<Record<string, string>>, screenBox: string) => string = ${reservedCss.toString()};
`;
}

/**
 * The source of widgets/generated/element-sources.ts: each element's module, for the
 * sources run unbundled (the tests); the bundle names its chunks by convention instead.
 */
export function elementSourcesSource(elements) {
  const lines = elements.map((element) => `  '${element.folder}': () => import('../${element.folder}/element.ts'),`);
  return `// Generated by tools/elements.mjs from the folders of widgets/ that hold an element.ts: do not edit.
// Imported by widgets/registry.ts where the sources run unbundled (tests), never by the bundle.

export const ELEMENT_SOURCES: Readonly<Record<string, () => Promise<unknown>>> = {
${lines.join('\n')}
};
`;
}

/** The source of widgets/generated/server-elements.ts: the elements the server's renderer defines. */
export function serverRegistrySource(elements) {
  const lines = elements.filter((element) => element.serverRendered).map((element) => `import '../${element.folder}/element.ts';`);
  return `// Generated by tools/elements.mjs from the element headers marked @server-rendered: do not edit.
// Imported by the server's renderer only (widgets/server/render.ts), never by the bundle pages load.
${lines.join('\n')}
`;
}

/** Writes `source` to `file` when it changed, so watchers and caches stay quiet. */
function writeWhenChanged(file, source) {
  let current;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== source) writeFileSync(file, source);
}

/** Writes the registry the loader imports and the one the server's renderer imports. */
export function writeRegistry(elements = readElements()) {
  const dir = new URL('widgets/generated/', root);
  mkdirSync(dir, { recursive: true });
  writeWhenChanged(new URL('elements.ts', dir), registrySource(elements));
  writeWhenChanged(new URL('element-sources.ts', dir), elementSourcesSource(elements));
  writeWhenChanged(new URL('server-elements.ts', dir), serverRegistrySource(elements));
  return elements;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const elements = writeRegistry();
  console.log(`widgets/generated/elements.ts: ${elements.length} elements`);
}
