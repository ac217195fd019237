// The bundle's split is local (tools/chunk-rule.mjs): an element added changes no other
// page. In a copy of the project, the preact build is made before and after
// `npm run new-element` adds one; every other element's page then loads the very same
// files (their names carry a hash of their content), the entry aside, which names every
// element.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const SOURCES = ['core', 'widgets', 'dictionaries', 'tools', 'types', 'package.json', 'rollup.config.mjs', 'lingui.config.ts', 'tsconfig.json', 'tsconfig.base.json'];

interface Manifest {
  elements: Record<string, { chunk: string; texts: Record<string, string> | null }>;
  chunks: Record<string, { imports: string[] }>;
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

/** What the page of `tag` (with <agency-config>) loads but the entry: chunks with their static imports, and texts. */
function pageFiles(manifest: Manifest, tag: string): string[] {
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
  return [...files].sort();
}

let copy: string;
let before: Manifest;
let after: Manifest;

// two production builds of the whole bundle, one after the other
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'agency-new-element-'));
  for (const entry of SOURCES) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  before = build(copy);
  execFileSync(process.execPath, ['tools/new-element.mjs', 'probe-card'], { cwd: copy, stdio: 'pipe' });
  after = build(copy);
}, 900_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('an element added with npm run new-element', () => {
  it('is built, with a page of its own', () => {
    expect(Object.keys(after.elements).sort()).toEqual([...Object.keys(before.elements), 'agency-probe-card'].sort());
    expect(pageFiles(after, 'agency-probe-card').length).toBeGreaterThan(0);
  });

  it('changes no file of any other element’s page', () => {
    const changed = Object.keys(before.elements).filter((tag) => pageFiles(after, tag).join() !== pageFiles(before, tag).join());
    expect(changed).toEqual([]);
    for (const tag of Object.keys(before.elements)) expect(pageFiles(after, tag)).toEqual(pageFiles(before, tag));
  });
});
