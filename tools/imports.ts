// The modules a source file imports, read from its text, for the tests that hold the
// house's shape: core/ imports no framework (core/purity.test.ts), element folders never
// import each other (widgets/element-folders.test.ts), no import loops (core/, the server).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Source modules below `dir` (tests too, unless `skip` says otherwise). */
export function sourceFiles(dir: string, options: { extensions?: RegExp; skip?: (path: string) => boolean } = {}): string[] {
  const { extensions = /\.(tsx?|mjs)$/, skip = (path: string) => /(^|\/)(node_modules|generated)$/.test(path) } = options;
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skip(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path, { extensions, skip });
    return extensions.test(entry.name) ? [path] : [];
  });
}

/** What a source names: static and dynamic imports, type imports, re-exports, CSS `@import`. */
export function importsOf(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+(?:url\()?)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]!.replace(/\?.*$/, ''));
}

/** The files a source at `path` imports by a relative path, as paths. */
export function relativeImportsOf(path: string, text = readFileSync(path, 'utf8')): string[] {
  return importsOf(text)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => normalize(join(dirname(path), specifier)));
}

/**
 * The import loops among `files` (a loop through a type import counts: the modules still
 * cannot be understood one without the other): each a group of modules that reach one
 * another, as paths relative to `root`, sorted. Imports of files outside the list are not followed.
 */
export function importLoops(files: readonly string[], root: string): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, relativeImportsOf(file).filter((target) => known.has(target))]));
  // Tarjan's strongly connected components
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || edges.get(file)!.includes(file)) loops.push(group.map((path) => relative(root, path)).sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return loops.sort((a, b) => b.length - a.length);
}
