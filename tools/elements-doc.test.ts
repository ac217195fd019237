import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementFolders, tagOf } from './elements.mjs';
import { readElements, renderManifest, renderMarkdown } from './elements-doc.mjs';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('element documentation', () => {
  const elements = readElements();

  it('documents every element folder from its JSDoc header', () => {
    expect(elements.map((element) => element.tag)).toEqual(elementFolders().map(tagOf));
    for (const element of elements) expect(element.description, element.tag).not.toBe('');
  });

  it('is up to date in docs/ (run `npm run docs`)', () => {
    expect(read('docs/elements.md')).toBe(renderMarkdown(elements));
    expect(read('docs/custom-elements.json')).toBe(renderManifest(elements));
  });
});
