// The text a listing is found by, and how a visitor's words become an FTS5 query.
import { describe, expect, it } from 'vitest';
import { descriptionText, searchQuery } from './search.ts';

describe('searchQuery', () => {
  it.each<[string, string | undefined]>([
    ['Liège', '"liege"*'],
    ['  Sint-Martens-Latem ', '"sint"* "martens"* "latem"*'],
    ['VK-2024-017', '"vk"* "2024"* "017"*'],
    ['loft OR NEAR(x)', '"loft"* "or"* "near"* "x"*'],
    ['"a"* ^b -c title:d', '"a"* "b"* "c"* "title"* "d"*'],
    ['one two three four five six seven eight nine', '"one"* "two"* "three"* "four"* "five"* "six"* "seven"* "eight"*'],
    ['%_* ', undefined],
    ['', undefined],
  ])('%j → %j', (text, query) => {
    expect(searchQuery(text)).toBe(query);
  });
});

describe('descriptionText', () => {
  it.each<[string, Parameters<typeof descriptionText>[0], string | null]>([
    ['the text of the paragraphs', { nl: '<p>Ruime <b>woning</b>.</p><p>Tuin.</p>' }, 'Ruime woning . Tuin.'],
    ['entities decoded', { nl: 'Li&egrave;ge &amp; caf&#233;&nbsp;!' }, 'Liège & café !'],
    ['without comments, scripts and styles', { nl: '<!-- x --><style>p{}</style>Tuin<script type="x">y()</script >' }, 'Tuin'],
    ['an upper-case language key', { NL: '<p>Tuin</p>' }, 'Tuin'],
    ['a plain string', 'Tuin', 'Tuin'],
    ['another language only', { fr: '<p>Jardin</p>' }, null],
    ['only tags', { nl: '<p> </p>' }, null],
    ['nothing', null, null],
  ])('%s', (_name, content, text) => {
    expect(descriptionText(content, 'nl')).toBe(text);
  });
});
