/**
 * The WordPress plugin as WordPress installs it: `npm run build` zips cms/wordpress/ with
 * the two files it reads, both written here from the repository and never by hand:
 *
 * - routes.json: the route table (routes-manifest.ts), also at dist/cms/routes.json for
 *   another CMS's integration;
 * - elements.json: every element with its attributes, from the element manifest
 *   (docs/custom-elements.json), for the blocks and shortcodes.
 *
 *   dist/cms/agency-widgets-wordpress.zip   Plugins → Add New → Upload Plugin
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { readElements } from '../elements.mjs';
import { routesManifest } from './routes-manifest.ts';

const root = new URL('../../', import.meta.url).pathname;

/** The plugin's folder in the zip, and so in wp-content/plugins/. */
export const PLUGIN_FOLDER = 'agency-widgets';
export const PLUGIN_ZIP = 'agency-widgets-wordpress.zip';

interface ManifestAttribute {
  name: string;
  description: string;
  type: { text: string };
  default?: string;
}

export interface PluginElement {
  tag: string;
  /** `Property list`: the block's name in the editor */
  title: string;
  /** the description's first sentence */
  summary: string;
  /** whether the widgets server renders it (`/render/<tag>`) */
  serverRendered: boolean;
  attributes: { name: string; description: string; type: string; default?: unknown }[];
}

/** elements.json: the element manifest's elements, each with what a block needs. */
export function pluginElements(manifest: { modules: { declarations: { tagName: string; description: string; attributes: ManifestAttribute[] }[] }[] }): PluginElement[] {
  const rendered = new Set(readElements().filter((element: { serverRendered: boolean }) => element.serverRendered).map((element: { tag: string }) => element.tag));
  return manifest.modules.flatMap((module) =>
    module.declarations.map((declaration) => {
      const words = declaration.tagName.replace(/^agency-/, '').replace(/-/g, ' ');
      return {
        tag: declaration.tagName,
        title: words.charAt(0).toUpperCase() + words.slice(1),
        summary: declaration.description.replace(/\s+/g, ' ').match(/^.*?[.!?](?=\s|$)/)?.[0] ?? declaration.description,
        serverRendered: rendered.has(declaration.tagName),
        attributes: declaration.attributes.map((attribute) => ({
          name: attribute.name,
          description: attribute.description,
          type: attribute.type.text,
          ...(attribute.default === undefined ? {} : { default: JSON.parse(attribute.default) as unknown }),
        })),
      };
    }),
  );
}

function filesOf(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** The zip's entries: the plugin's sources (its version the package's), routes.json and elements.json. */
export function pluginFiles(): Record<string, Uint8Array> {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const source = join(root, 'cms/wordpress');
  const files: Record<string, Uint8Array> = {};
  for (const path of filesOf(source).sort()) {
    const name = `${PLUGIN_FOLDER}/${relative(source, path)}`;
    const bytes = readFileSync(path);
    files[name] = name.endsWith('.php') ? strToU8(bytes.toString('utf8').replace(/^( \* Version:\s+).*$/m, `$1${version}`)) : new Uint8Array(bytes);
  }
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  files[`${PLUGIN_FOLDER}/routes.json`] = json(routesManifest());
  files[`${PLUGIN_FOLDER}/elements.json`] = json({ elements: pluginElements(JSON.parse(readFileSync(join(root, 'docs/custom-elements.json'), 'utf8'))) });
  return files;
}

/** Writes dist/cms/: the plugin's zip and the routes manifest. */
export function writePlugin(dist = join(root, 'dist')): string {
  const folder = join(dist, 'cms');
  mkdirSync(folder, { recursive: true });
  const files = pluginFiles();
  writeFileSync(join(folder, 'routes.json'), files[`${PLUGIN_FOLDER}/routes.json`]!);
  const zip = join(folder, PLUGIN_ZIP);
  // a fixed time: the same sources give the same bytes
  writeFileSync(zip, zipSync(files, { mtime: new Date('2025-01-01T00:00:00Z') }));
  return zip;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const zip = writePlugin();
  console.log(`${relative(root, zip)}: the WordPress plugin`);
}
