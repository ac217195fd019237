import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { PLUGIN_FOLDER, PLUGIN_ZIP, writePlugin } from './wordpress-plugin.ts';
import { routesManifest } from './routes-manifest.ts';

const dist = mkdtempSync(join(tmpdir(), 'agency-plugin-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the WordPress plugin’s zip', () => {
  const zip = writePlugin(dist);
  const files = unzipSync(new Uint8Array(readFileSync(zip)));
  const text = (name: string) => strFromU8(files[`${PLUGIN_FOLDER}/${name}`]!);

  it('holds the plugin’s folder as WordPress installs it, every source file of cms/wordpress/ in it', () => {
    expect(zip.endsWith(PLUGIN_ZIP)).toBe(true);
    const sources = (folder: string): string[] =>
      readdirSync(new URL(`../../cms/wordpress/${folder}`, import.meta.url), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(`${folder}${entry.name}/`) : [`${folder}${entry.name}`],
      );
    for (const source of sources('')) expect(Object.keys(files), source).toContain(`${PLUGIN_FOLDER}/${source}`);
    expect(Object.keys(files).every((name) => name.startsWith(`${PLUGIN_FOLDER}/`))).toBe(true);
  });

  it('is the package’s version, and the same bytes for the same sources', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(text('agency-widgets.php')).toMatch(new RegExp(`^ \\* Version:\\s+${version.replace(/\./g, '\\.')}$`, 'm'));
    expect(readFileSync(writePlugin(dist))).toEqual(readFileSync(zip));
  });

  it('carries the route table as routes.json, which dist/cms/routes.json is too', () => {
    expect(JSON.parse(text('routes.json'))).toEqual(JSON.parse(JSON.stringify(routesManifest())));
    expect(readFileSync(join(dist, 'cms', 'routes.json'), 'utf8')).toBe(text('routes.json'));
  });

  it('carries every element of the element manifest with its typed attributes, for the blocks', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../docs/custom-elements.json', import.meta.url), 'utf8')) as { modules: { declarations: { tagName: string }[] }[] };
    const { elements } = JSON.parse(text('elements.json')) as { elements: { tag: string; title: string; serverRendered: boolean; attributes: { name: string; type: string; default?: unknown }[] }[] };
    expect(elements.map((element) => element.tag)).toEqual(manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName)));
    const list = elements.find((element) => element.tag === 'agency-property-list')!;
    expect(list).toMatchObject({ title: 'Property list', serverRendered: true });
    expect(list.attributes).toContainEqual(expect.objectContaining({ name: 'hide-filters', type: 'boolean', default: false }));
    expect(list.attributes).toContainEqual(expect.objectContaining({ name: 'page-size', type: 'number' }));
    expect(elements.find((element) => element.tag === 'agency-contact-form')!.serverRendered).toBe(false);
  });
});
