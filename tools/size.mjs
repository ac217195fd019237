// `npm run size`: what each chunk weighs (raw, gzip, brotli) and what a page with a
// given set of elements loads, in the preact build beside the React build; writes
// dist/size.json and fails when a budget of size-budget.json is exceeded. With --quiet (as
// `npm test` runs it) it prints only the budgets exceeded and one line of summary.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../', import.meta.url);
const budget = JSON.parse(readFileSync(new URL('size-budget.json', root), 'utf8'));
const builds = { preact: 'dist/', react: 'dist/react/' };
const ENTRY = 'agency-widgets.js';

function measure(path) {
  const bytes = readFileSync(path);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (sizes) =>
  sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/** A chunk's role, the same in both builds: entry, runtime, texts-<element>-<language>, element name, or its rollup name. */
const roleOf = (file) => (file === ENTRY ? 'loader' : file.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, ''));

function report(dir) {
  const manifest = JSON.parse(readFileSync(new URL(`${dir}manifest.json`, root), 'utf8'));
  const chunks = {};
  const texts = Object.values(manifest.elements).flatMap((element) => Object.values(element.texts ?? {}));
  for (const file of [...Object.keys(manifest.chunks), ...texts]) chunks[file] = { role: roleOf(file), ...measure(new URL(dir + file, root)) };

  /** The files a page with `tag` loads: its element's chunk with its static imports. */
  const withStaticImports = (file, into = new Set()) => {
    if (!file || into.has(file)) return into;
    into.add(file);
    for (const imported of manifest.chunks[file].imports) withStaticImports(imported, into);
    return into;
  };
  const elementOf = (tag) => {
    const element = manifest.elements[tag];
    if (!element) throw new Error(`${dir}: no element <${tag}>`);
    return element;
  };

  // A page loads the entry, each of its elements' chunks with their static imports, and
  // each element's texts in the language where they weigh most, so the figure holds for
  // every language.
  const pages = {};
  for (const [page, tags] of Object.entries(pagesToMeasure(manifest))) {
    const files = withStaticImports(ENTRY);
    for (const tag of tags) withStaticImports(elementOf(tag).chunk, files);
    const heaviest = languages
      .map((language) => tags.map((tag) => elementOf(tag).texts?.[language]).filter(Boolean))
      .sort((a, b) => sum(b.map((file) => chunks[file])).gzip - sum(a.map((file) => chunks[file])).gzip)[0];
    for (const file of heaviest ?? []) files.add(file);
    pages[page] = { tags, files: [...files].sort(), requests: files.size, ...sum([...files].map((file) => chunks[file])) };
  }
  return { chunks, pages };
}

const languages = ['nl', 'fr', 'en', 'de'];

/**
 * The pages of size-budget.json, and a page of its own for every element (with
 * `<agency-config>`), so a new element is measured and guarded without an edit here.
 */
function pagesToMeasure(manifest) {
  const pages = { ...budget.pages };
  for (const tag of Object.keys(manifest.elements)) {
    const name = `element:${tag.replace(/^agency-/, '')}`;
    pages[name] ??= tag === 'agency-config' ? [tag] : ['agency-config', tag];
  }
  return pages;
}

const quiet = process.argv.includes('--quiet');
const print = quiet ? () => {} : console.log;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const result = { generatedAt: new Date().toISOString(), builds: {}, ratio: {}, budgets: [] };
for (const [name, dir] of Object.entries(builds)) result.builds[name] = report(dir);
const { preact, react } = result.builds;

// Rows by role, so the two builds line up despite different hashes.
const rows = new Map();
for (const [build, data] of Object.entries(result.builds)) {
  for (const chunk of Object.values(data.chunks)) rows.set(chunk.role, { ...rows.get(chunk.role), [build]: chunk });
}
for (const [page, data] of Object.entries(preact.pages)) rows.set(`page: ${page}`, { preact: data, react: react.pages[page] });

print(`${'chunk / page'.padEnd(36)} ${'preact gzip'.padStart(12)} ${'brotli'.padStart(10)} ${'React gzip'.padStart(12)} ${'brotli'.padStart(10)} ${'ratio'.padStart(7)}`);
for (const [role, { preact: p, react: r }] of rows) {
  const ratio = p && r ? r.gzip / p.gzip : undefined;
  if (ratio !== undefined) result.ratio[role] = Number(ratio.toFixed(2));
  print(
    `${role.padEnd(36)} ${(p ? kb(p.gzip) : '–').padStart(12)} ${(p ? kb(p.brotli) : '–').padStart(10)} ${(r ? kb(r.gzip) : '–').padStart(12)} ${(r ? kb(r.brotli) : '–').padStart(10)} ${(ratio ? `${ratio.toFixed(2)}×` : '').padStart(7)}`,
  );
}

// Budgets (gzip bytes) apply to the preact build, the one pages load.
const sizeOf = (target) => {
  if (target === 'loader' || target === 'runtime') return Object.values(preact.chunks).find((chunk) => chunk.role === target)?.gzip;
  if (target.startsWith('page:')) return preact.pages[target.slice(5)]?.gzip;
  return undefined;
};
let failed = false;
print('\nbudgets (gzip, preact build)');
// an element's own page without a budget of its own is held to the one every element page gets
const limits = { ...budget.gzip };
for (const page of Object.keys(preact.pages)) if (page.startsWith('element:')) limits[`page:${page}`] ??= budget.elementPage;
for (const [target, limit] of Object.entries(limits)) {
  const size = sizeOf(target);
  const ok = size !== undefined && size <= limit;
  failed ||= !ok;
  result.budgets.push({ target, limit, size: size ?? null, ok });
  (ok ? print : console.log)(`  ${ok ? 'ok  ' : 'OVER'} ${target.padEnd(34)} ${size === undefined ? 'missing' : kb(size)} of ${kb(limit)}`);
}

// Targets: what the product aims at, reported with the gap, not failing the command.
result.targets = [];
if (budget.targets) {
  print('\ntargets (gzip, preact build)');
  // `elementPage`: what every element's own page aims at
  const { elementPage, ...named } = budget.targets;
  const targets = { ...named };
  if (elementPage !== undefined) for (const page of Object.keys(preact.pages)) if (page.startsWith('element:')) targets[`page:${page}`] ??= elementPage;
  for (const [target, limit] of Object.entries(targets)) {
    const size = sizeOf(target);
    const met = size !== undefined && size <= limit;
    result.targets.push({ target, limit, size: size ?? null, met });
    const gap = size === undefined ? 'missing' : met ? 'met' : `not met: ${kb(size - limit)} over`;
    print(`  ${met ? 'met ' : 'NOT '} ${target.padEnd(34)} ${size === undefined ? '' : kb(size)} of ${kb(limit)} (${gap})`);
  }
}

writeFileSync(new URL('dist/size.json', root), `${JSON.stringify(result, null, 2)}\n`);
print('\nwritten: dist/size.json');
if (quiet) console.log(`size: ${result.budgets.filter((entry) => entry.ok).length} budgets kept, ${result.budgets.filter((entry) => !entry.ok).length} exceeded (npm run size for every figure)`);
if (failed) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
