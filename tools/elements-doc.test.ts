import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementFolders, readProps, tagOf } from './elements.mjs';
import { readElements, renderManifest, renderMarkdown } from './elements-doc.mjs';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('element documentation', () => {
  const elements = readElements();

  it('documents every element folder from its JSDoc header', () => {
    expect(elements.map((element) => element.tag)).toEqual(elementFolders().map(tagOf));
    for (const element of elements) expect(element.description, element.tag).not.toBe('');
  });

  it('types each attribute from the props its element.ts defines, with a plain default', () => {
    const list = elements.find((element) => element.tag === 'agency-property-list')!;
    const attribute = (name: string) => list.attributes.find((item: { name: string }) => item.name === name);
    expect(attribute('page-size')).toMatchObject({ type: 'number' });
    expect(attribute('hide-filters')).toMatchObject({ type: 'boolean', default: false });
    expect(attribute('goal')).toMatchObject({ type: 'string' });
    expect(attribute('lang')).toMatchObject({ type: 'string' });
    expect(readProps("defineElement({ props: { headingLevel: { type: 'number', default: 2 }, appearance: { type: 'string', default: 'link' }, projectId: { type: 'string', format: 'id' } } })")).toEqual(
      new Map<string, object>([
        ['heading-level', { type: 'number', default: 2 }],
        ['appearance', { type: 'string', default: 'link' }],
        ['project-id', { type: 'string' }],
      ]),
    );
  });

  it('is up to date in docs/ (run `npm run docs`)', () => {
    expect(read('docs/elements.md')).toBe(renderMarkdown(elements));
    expect(read('docs/custom-elements.json')).toBe(renderManifest(elements));
  });
});
