// The server's renderer knows no screen: what it renders, reads and writes in a page's head
// comes from each element's folder (its header, its reads, usePageHead). A new
// server-rendered screen then changes its own folder only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const widgets = resolve(dirname(fileURLToPath(import.meta.url)), '../widgets');
const here = resolve(widgets, 'server');
const elementFolders = readdirSync(widgets).filter((folder) => existsSync(resolve(widgets, folder, 'element.ts')));

describe('the server’s renderer', () => {
  const files = readdirSync(here).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));

  it.each(files)('%s imports no element’s folder', (file) => {
    const source = readFileSync(resolve(here, file), 'utf8');
    const imported = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g)].map((match) => match[1] ?? match[2]!);
    const folders = imported.filter((path) => path.startsWith('.')).map((path) => resolve(here, path).slice(widgets.length + 1).split('/')[0]);
    expect(folders.filter((folder) => elementFolders.includes(folder!))).toEqual([]);
  });

  it('has element folders to compare against', () => {
    expect(elementFolders).toContain('property-detail');
  });
});
