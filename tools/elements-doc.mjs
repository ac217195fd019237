// The JSDoc header of each widgets/<name>/element.ts is the element's public contract.
// This turns the headers into docs/elements.md and docs/custom-elements.json (the
// custom-elements manifest editors and IDEs read). `npm run build` and `npm run docs`
// write them; tools/elements-doc.test.ts fails when they are out of date.
import { writeFileSync } from 'node:fs';
import { readElements } from './elements.mjs';

export { readElements };

const root = new URL('../', import.meta.url);

export function renderMarkdown(elements) {
  const out = ['# Elements', '', 'Generated from the JSDoc header of each `widgets/<name>/element.ts` by `npm run docs`. Do not edit by hand.', ''];
  out.push('Every element also accepts `lang` (render this element in one of nl, fr, en, de, whatever the page language).', '');
  for (const element of elements) {
    out.push(`## \`<${element.tag}>\``, '', element.description, '');
    if (element.serverRendered) {
      out.push('The server can render it into the page ([server-rendering.md](server-rendering.md)).', '');
    }
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
            // the manifest's own shape: the type as `{ text }`, a default as the source writes it
            attributes: element.attributes.map(({ name, description, type, default: value }) => ({
              name,
              description,
              type: { text: type },
              ...(value === undefined ? {} : { default: JSON.stringify(value) }),
            })),
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
