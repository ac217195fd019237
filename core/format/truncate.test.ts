import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate.ts';

/** `length` characters of text whose only space sits at index `space` (or none). */
function textWithSpaceAt(space: number | null, length: number): string {
  const chars = Array.from({ length }, () => 'x');
  if (space !== null) chars[space] = ' ';
  return chars.join('');
}

describe('truncateText with the default limit of 250', () => {
  it('keeps text of 250 characters or less whole', () => {
    expect(truncateText(textWithSpaceAt(100, 249))).toBe(textWithSpaceAt(100, 249));
    expect(truncateText(textWithSpaceAt(100, 250))).toBe(textWithSpaceAt(100, 250));
  });

  it.each([
    // the word boundary must fall after 80 % of 250 = 200
    [199, 250],
    [200, 250],
    [201, 201],
    [230, 230],
    [249, 249],
    // a space right at the limit ends a word that fits
    [250, 250],
  ])('boundary at %j → cut after %j characters', (space, kept) => {
    const result = truncateText(textWithSpaceAt(space, 300));
    expect(result).toBe(`${textWithSpaceAt(space, 300).slice(0, kept)}…`);
  });

  it('with no space at all, cuts at the limit', () => {
    expect(truncateText('x'.repeat(251))).toBe(`${'x'.repeat(250)}…`);
  });

  it('is never longer than the limit plus the ellipsis', () => {
    const words = 'Prachtige gerenoveerde woning met tuin en garage, rustig gelegen nabij het centrum. ';
    for (let length = 200; length < 400; length += 7) {
      const result = truncateText(words.repeat(10).slice(0, length));
      expect(result.length).toBeLessThanOrEqual(251);
      if (length > 250) expect(result.endsWith('…')).toBe(true);
    }
  });

  it('drops a comma or colon left before the ellipsis', () => {
    const text = `${'a'.repeat(210)}, ${'b'.repeat(100)}`;
    expect(truncateText(text)).toBe(`${'a'.repeat(210)}…`);
  });
});

describe('truncateText with another limit', () => {
  it.each([
    // limit 10: the boundary must fall after 8
    ['aaaaaaa bbbbbbb', 10, 'aaaaaaa bb…'],
    ['aaaaaaaa bbbbbb', 10, 'aaaaaaaa b…'],
    ['aaaaaaaaa bbbbb', 10, 'aaaaaaaaa…'],
    ['aaaaaaaaaa bbbb', 10, 'aaaaaaaaaa…'],
    ['short', 10, 'short'],
  ])('%j at %j → %j', (text, limit, result) => {
    expect(truncateText(text, limit)).toBe(result);
  });

  it('an unusable limit means the default', () => {
    const long = 'x'.repeat(300);
    for (const limit of [0, -5, NaN, Infinity]) expect(truncateText(long, limit)).toBe(`${'x'.repeat(250)}…`);
    expect(truncateText('abcdef', 3.9)).toBe('abc…');
  });
});

describe('truncateText strips markup first', () => {
  it('counts only the visible text', () => {
    const html = `<p><strong>${'a'.repeat(8)}</strong></p>`;
    expect(truncateText(html, 8)).toBe('aaaaaaaa');
    expect(truncateText('<p>Huis&nbsp;met tuin</p>', 100)).toBe('Huis met tuin');
  });

  it('does not split an emoji', () => {
    expect(truncateText(`abc😀def`, 4)).toBe('abc…');
  });

  it.each([[null], [undefined], [12], [{}]])('not text: %j → empty', (input) => {
    expect(truncateText(input)).toBe('');
  });
});
