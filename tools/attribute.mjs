// `node tools/attribute.mjs <page> [<page>…] [--build react] [--top N]`: what a page of
// dist/size.json weighs by source module, read from the source maps of its chunks (run
// `npm run size` first). Each chunk's gzip bytes are shared among its modules in proportion
// to the minified bytes each one left in it; packages are summed by name. Pages are named
// as size.mjs names them (list, detail, element:appointment…).
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

const root = new URL('../', import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? fallback : args.splice(at, 2)[1];
};
const build = option('build', 'preact');
const top = Number(option('top', 40));
const dir = build === 'react' ? 'dist/react/' : 'dist/';
const size = JSON.parse(readFileSync(new URL('dist/size.json', root), 'utf8')).builds[build];

/** A source's name in the table: a package by name, else its path from the repository. */
const nameOf = (source) => {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  if (pkg) return `npm:${pkg}`;
  return source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
};

/** Minified bytes of `file` per source module, the bytes no mapping covers under "(unmapped)". */
function bytesBySource(file) {
  const code = readFileSync(new URL(dir + file, root), 'utf8');
  const result = new Map();
  let map;
  try {
    map = JSON.parse(readFileSync(new URL(`${dir + file}.map`, root), 'utf8'));
  } catch {
    return new Map([['(no source map)', code.length]]);
  }
  const lines = code.split('\n');
  const segments = [];
  new SourceMapConsumer(map).eachMapping((m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const add = (name, bytes) => result.set(name, (result.get(name) ?? 0) + bytes);
  let covered = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    const next = segments[i + 1];
    const end = next && next.generatedLine === s.generatedLine ? next.generatedColumn : lines[s.generatedLine - 1].length;
    const bytes = end - s.generatedColumn;
    covered += bytes;
    add(s.source ? nameOf(s.source) : '(unmapped)', bytes);
  }
  add('(unmapped)', Math.max(0, code.length - covered));
  return result;
}

for (const page of args) {
  const data = size.pages[page];
  if (!data) throw new Error(`no page ${page} in dist/size.json (${Object.keys(size.pages).join(', ')})`);
  const modules = new Map();
  console.log(`\n${page}: ${data.gzip} B gzip, ${data.requests} files`);
  for (const file of data.files) {
    const chunk = size.chunks[file];
    const bytes = bytesBySource(file);
    const raw = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    console.log(`  ${String(chunk.gzip).padStart(6)}  ${file}`);
    for (const [name, count] of bytes) {
      const entry = modules.get(name) ?? { gzip: 0, raw: 0, chunks: new Set() };
      entry.gzip += (chunk.gzip * count) / raw;
      entry.raw += count;
      entry.chunks.add(chunk.role);
      modules.set(name, entry);
    }
  }
  const rows = [...modules].sort((a, b) => b[1].gzip - a[1].gzip);
  console.log(`  by source (gzip ≈ share of its chunk; raw minified bytes):`);
  for (const [name, entry] of rows.slice(0, top)) {
    console.log(`  ${String(Math.round(entry.gzip)).padStart(6)} ${String(entry.raw).padStart(7)}  ${name}  [${[...entry.chunks].join(', ')}]`);
  }
  const rest = rows.slice(top);
  if (rest.length) console.log(`  ${String(Math.round(rest.reduce((t, [, e]) => t + e.gzip, 0))).padStart(6)}          ${rest.length} more`);
}
