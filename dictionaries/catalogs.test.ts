// The catalogs are complete: `lingui extract`, run on a copy of dictionaries/ so the
// working tree is untouched, must find every message of the source translated in all
// four languages, and no message left over that the source no longer uses.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../core/i18n/languages.ts';
import { parsePo } from '../tools/po.mjs';
import { frenchTypographyProblems, informalWords } from '../core/i18n/text-style.ts';

const root = new URL('..', import.meta.url).pathname;
let copy: string;
let extractOutput = '';

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'agency-catalogs-'));
  await cp(join(root, 'dictionaries'), copy, { recursive: true, filter: (path) => !path.includes('compiled') });
  // the bundle's catalogs, then the server's (core's catalog belongs to both)
  for (const name of ['lingui.config.ts', 'lingui.server.config.ts']) {
    const config = (await readFile(join(root, name), 'utf8')).replaceAll('<rootDir>/dictionaries/', `${copy}/`);
    const configFile = join(root, `.check-${process.pid}.${name}`);
    await writeFile(configFile, config);
    try {
      const run = await promisify(execFile)(join(root, 'node_modules/.bin/lingui'), ['extract', '--config', configFile], {
        cwd: root,
      });
      extractOutput += run.stdout;
    } finally {
      await rm(configFile, { force: true });
    }
  }
});

afterAll(() => rm(copy, { recursive: true, force: true }));

describe('dictionaries', () => {
  it('lingui extract reports no missing translation', () => {
    const missing = [...extractOutput.matchAll(/│\s*(\w+)\s*│\s*(\d+)\s*│\s*(\d+)\s*│/g)].filter(([, , , count]) => count !== '0');
    expect(extractOutput).toContain('Catalog statistics');
    expect(missing.map(([row]) => row)).toEqual([]);
  });

  it('holds every message in nl, fr, en and de, none empty and none left over', async () => {
    const problems: string[] = [];
    let total = 0;
    for (const language of LANGUAGES) {
      for (const file of await readdir(join(copy, language))) {
        for (const entry of parsePo(await readFile(join(copy, language, file), 'utf8'))) {
          total++;
          if (entry.obsolete) problems.push(`${language}/${file}: ${entry.id} is no longer used`);
          else if (entry.text.trim() === '') problems.push(`${language}/${file}: ${entry.id} is empty`);
        }
      }
    }
    expect(total).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('speaks to the visitor in one formal register per language, and writes French as French is typeset', async () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      for (const file of await readdir(join(root, 'dictionaries', language))) {
        if (!file.endsWith('.po')) continue;
        for (const entry of parsePo(await readFile(join(root, 'dictionaries', language, file), 'utf8'))) {
          if (entry.obsolete) continue;
          for (const word of informalWords(language, entry.text)) problems.push(`${language}/${file}: ${entry.id} says "${word}"`);
          if (language === 'fr') for (const problem of frenchTypographyProblems(entry.text)) problems.push(`fr/${file}: ${entry.id}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('is committed as extracted: running extract changed no catalog', async () => {
    const changed: string[] = [];
    for (const language of LANGUAGES) {
      for (const file of await readdir(join(copy, language))) {
        const before = await readFile(join(root, 'dictionaries', language, file), 'utf8').catch(() => '');
        const after = await readFile(join(copy, language, file), 'utf8');
        // headers aside (lingui fills them in over time), the entries must be the same
        if (JSON.stringify(parsePo(before)) !== JSON.stringify(parsePo(after))) changed.push(`${language}/${file}`);
      }
    }
    expect(changed, 'run `npm run i18n` and commit the catalogs').toEqual([]);
  });
});
