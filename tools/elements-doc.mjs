// The JSDoc header of each widgets/<name>/element.ts is the element's public contract.
// This turns the headers into docs/elements.md and docs/custom-elements.json (the
// custom-elements manifest editors and IDEs read). `npm run docs` writes them;
// tools/elements-doc.test.ts fails when they are out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const kinds = { attr: 'attributes', event: 'events', csspart: 'parts', cssprop: 'cssProperties' };

export function readElements() {
  const elements = [];
  for (const folder of readdirSync(new URL('widgets/', root), { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let source;
    try {
      source = readFileSync(new URL(`widgets/${folder.name}/element.ts`, root), 'utf8');
    } catch {
      continue;
    }
    const header = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1];
    if (!header) throw new Error(`widgets/${folder.name}/element.ts has no JSDoc header`);
    const lines = header.split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
    const element = { tag: `agency-${folder.name}`, file: `widgets/${folder.name}/element.ts`, description: '', attributes: [], events: [], parts: [], cssProperties: [] };
    const text = [];
    let last; // the tag item an indented line continues
    for (const line of lines) {
      const tag = line.match(/^@(\w+)\s+(\S+)\s*(?:-\s*)?(.*)$/);
      if (tag) {
        last = kinds[tag[1]] ? { name: tag[2], description: tag[3] } : undefined;
        if (last) element[kinds[tag[1]]].push(last);
      } else if (last && /^\s+\S/.test(line)) last.description += ` ${line.trim()}`;
      else text.push(line);
    }
    const description = text.join('\n').trim().replace(/^`<[^>]+>`:\s*/, '');
    element.description = description.charAt(0).toUpperCase() + description.slice(1);
    elements.push(element);
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

export function renderMarkdown(elements) {
  const out = ['# Elements', '', 'Generated from the JSDoc header of each `widgets/<name>/element.ts` by `npm run docs`. Do not edit by hand.', ''];
  out.push('Every element also accepts `lang` (render this element in one of nl, fr, en, de, whatever the page language).', '');
  for (const element of elements) {
    out.push(`## \`<${element.tag}>\``, '', element.description, '');
    const table = (title, items) => {
      if (!items.length) return;
      out.push(`**${title}**`, '', '| name | description |', '|---|---|');
      for (const item of items) out.push(`| \`${item.name}\` | ${item.description.replaceAll('|', '\\|')} |`);
      out.push('');
    };
    table('Attributes', element.attributes);
    table('Events', element.events);
    table('Parts', element.parts);
    table('CSS custom properties', element.cssProperties);
  }
  return `${out.join('\n').trim()}\n`;
}

export function renderManifest(elements) {
  return `${JSON.stringify(
    {
      schemaVersion: '1.0.0',
      modules: elements.map((element) => ({
        kind: 'javascript-module',
        path: element.file,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            tagName: element.tag,
            description: element.description,
            attributes: element.attributes.map(({ name, description }) => ({ name, description })),
            events: element.events.map(({ name, description }) => ({ name, description })),
            cssParts: element.parts,
            cssProperties: element.cssProperties,
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: element.tag }],
      })),
    },
    null,
    2,
  )}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const elements = readElements();
  writeFileSync(new URL('docs/elements.md', root), renderMarkdown(elements));
  writeFileSync(new URL('docs/custom-elements.json', root), renderManifest(elements));
  console.log(`docs/elements.md and docs/custom-elements.json: ${elements.length} elements`);
}
