// The bundle's split is local (tools/chunk-rule.mjs): an element added changes no other
// page. In a copy of the project, the preact build is made before and after
// `npm run new-element` adds one; every other element's page then loads the same files
// holding the same modules, each of the same size, the entry aside, which lists every
// element by name; and no page's bytes (gzip, entry included) move by more than
// PAGE_SLACK. (Not the same bytes: the minifier may name a chunk's local variables in
// another order, and the file names carry build ids.)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const SOURCES = ['core', 'widgets', 'dictionaries', 'tools', 'types', 'package.json', 'rollup.config.mjs', 'lingui.config.ts', 'tsconfig.json', 'tsconfig.base.json'];

interface Manifest {
  elements: Record<string, { chunk: string; texts: Record<string, string> | null }>;
  chunks: Record<string, { imports: string[]; modules: Record<string, number> }>;
}

/** The preact build (what pages load) of the copy, as rollup.config.mjs makes it; its manifest. */
function build(copy: string): Manifest {
  execFileSync('npx', ['lingui', 'compile'], { cwd: copy, stdio: 'pipe' });
  // a file, not --eval: terser's workers would inherit an --input-type flag and fail
  const script = join(copy, 'build-preact.mjs');
  writeFileSync(
    script,
    `import { rollup } from 'rollup';
const [config] = (await import('./rollup.config.mjs')).default;
const bundle = await rollup(config);
await bundle.write(config.output);
await bundle.close();
`,
  );
  execFileSync(process.execPath, [script], { cwd: copy, stdio: 'pipe' });
  return JSON.parse(readFileSync(join(copy, 'dist/manifest.json'), 'utf8')) as Manifest;
}

/**
 * What the page of `tag` (with <agency-config>) loads but the entry, chunks with their static
 * imports and texts: each file's name without its hash, its size, and the modules it holds
 * with the size of each (before minifying) or, for texts, a hash of its content.
 */
function pageFiles(copy: string, manifest: Manifest, tag: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || file === 'agency-widgets.js') return;
    files.add(file);
    for (const imported of manifest.chunks[file]!.imports) visit(imported);
  };
  for (const element of [tag, 'agency-config']) {
    visit(manifest.elements[element]!.chunk);
    for (const texts of Object.values(manifest.elements[element]!.texts ?? {})) files.add(texts);
  }
  const summary = (file: string) => {
    const bytes = readFileSync(join(copy, 'dist', file));
    const modules = manifest.chunks[file]?.modules;
    const content = modules ? Object.entries(modules).map(([id, size]) => `${id}:${size}`).join(' ') : createHash('sha256').update(bytes).digest('hex');
    return `${file.replace(/-[\w-]{8}\.js$/, '')} ${bytes.length} bytes: ${content}`;
  };
  return [...files].map(summary).sort();
}

/**
 * What an element added may cost another element's page, in gzip bytes: its name in the
 * entry's list, and the noise of compressing a file whose build ids changed.
 */
const PAGE_SLACK = 16;

/** The gzip bytes of the page of `tag` (with <agency-config>): the entry, the chunks with their static imports, the texts in Dutch. */
function pageBytes(copy: string, manifest: Manifest, tag: string): number {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of manifest.chunks[file]!.imports) visit(imported);
  };
  visit('agency-widgets.js');
  for (const element of [tag, 'agency-config']) {
    visit(manifest.elements[element]!.chunk);
    const texts = manifest.elements[element]!.texts?.nl;
    if (texts) files.add(texts);
  }
  return [...files].reduce((total, file) => total + gzipSync(readFileSync(join(copy, 'dist', file)), { level: 9 }).length, 0);
}

let copy: string;
let before: Record<string, string[]>;
let after: Record<string, string[]>;
let bytesBefore: Record<string, number>;
let bytesAfter: Record<string, number>;

/** Each element's page files, as pageFiles gives them. */
function pages(copy: string, manifest: Manifest): Record<string, string[]> {
  return Object.fromEntries(Object.keys(manifest.elements).map((tag) => [tag, pageFiles(copy, manifest, tag)]));
}

// two production builds of the whole bundle, one after the other
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'agency-new-element-'));
  for (const entry of SOURCES) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const first = build(copy);
  before = pages(copy, first);
  bytesBefore = Object.fromEntries(Object.keys(first.elements).map((tag) => [tag, pageBytes(copy, first, tag)]));
  execFileSync(process.execPath, ['tools/new-element.mjs', 'probe-card'], { cwd: copy, stdio: 'pipe' });
  const second = build(copy);
  after = pages(copy, second);
  bytesAfter = Object.fromEntries(Object.keys(second.elements).map((tag) => [tag, pageBytes(copy, second, tag)]));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('an element added with npm run new-element', () => {
  it('is built, with a page of its own', () => {
    expect(Object.keys(after).sort()).toEqual([...Object.keys(before), 'agency-probe-card'].sort());
    expect(after['agency-probe-card']!.some((file) => file.startsWith('chunks/probe-card '))).toBe(true);
  });

  it('changes no file of any other element’s page', () => {
    // per page, the files it loaded before and no longer, and those it loads now
    const changed = Object.fromEntries(
      Object.keys(before)
        .map((tag) => [tag, { gone: before[tag]!.filter((file) => !after[tag]!.includes(file)), come: after[tag]!.filter((file) => !before[tag]!.includes(file)) }] as const)
        .filter(([, { gone, come }]) => gone.length + come.length > 0),
    );
    expect(changed).toEqual({});
  });

  it(`moves no other element’s page by more than ${PAGE_SLACK} bytes (gzip), the entry included`, () => {
    const moved = Object.fromEntries(
      Object.keys(bytesBefore)
        .map((tag) => [tag, bytesAfter[tag]! - bytesBefore[tag]!] as const)
        .filter(([, bytes]) => Math.abs(bytes) > PAGE_SLACK),
    );
    expect(moved).toEqual({});
  });
});
