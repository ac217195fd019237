/**
 * The automated accessibility checks the test suite runs, for the accessibility statement
 * (demo/server/site/accessibility.ts): `npm run build` writes them to
 * dist/accessibility-checks.json. A check is an exported function of a testing folder
 * (demo/testing, widgets/testing) that answers what is wrong on a page (`Promise<string[]>`,
 * empty when nothing is); each one some test file calls is listed with the files that call it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutomatedCheck } from '../demo/server/site/accessibility.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** where the checks are defined, and where the tests that run them are */
const CHECK_FOLDERS = ['demo/testing', 'widgets/testing'];
const TEST_FOLDERS = ['core', 'widgets', 'demo', 'tools'];
const TEST_FILE = /\.(test\.tsx?|browser\.ts)$/;
const CHECK = /^export async function (\w+)\([^)]*\): Promise<string\[\]>/gm;

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (keep(entry.name)) found.push(path);
    }
  };
  walk(join(ROOT, folder));
  return found;
}

/** The checks the test suite runs, as its files say today. */
export function readAutomatedChecks(): AutomatedCheck[] {
  const names = new Set<string>();
  for (const folder of CHECK_FOLDERS) {
    for (const file of filesUnder(folder, (name) => name.endsWith('.ts') && !TEST_FILE.test(name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(CHECK)) names.add(match[1]!);
    }
  }
  const tests = TEST_FOLDERS.flatMap((folder) => filesUnder(folder, (name) => TEST_FILE.test(name))).map((file) => ({
    path: relative(ROOT, file),
    source: readFileSync(file, 'utf8'),
  }));
  return [...names]
    .map((name) => ({ name, files: tests.filter((test) => new RegExp(`\\b${name}\\(`).test(test.source)).map((test) => test.path).sort() }))
    .filter((check) => check.files.length > 0)
    .sort((a, b) => b.files.length - a.files.length || a.name.localeCompare(b.name));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(ROOT, 'dist/accessibility-checks.json'), `${JSON.stringify(readAutomatedChecks(), null, 1)}\n`);
}
