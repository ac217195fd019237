// Lines served in turn: the order they serve in, what one more would wait behind, and one
// that gives up waiting.
import { describe, expect, it } from 'vitest';
import { FairLines } from './fair-lines.ts';

/** Lines filled from `[key, item]` pairs in that order. */
function filled(pairs: [string, string][]): FairLines<string> {
  const lines = new FairLines<string>();
  for (const [key, item] of pairs) lines.push(key, item);
  return lines;
}

const drained = (lines: FairLines<string>) => Array.from({ length: lines.size }, () => lines.next());

describe('FairLines', () => {
  it.each([
    ['one line: in the order they came', [['a', 'a1'], ['a', 'a2'], ['a', 'a3']], ['a1', 'a2', 'a3']],
    [
      'a burst of one key and one of another: the other’s is second, not last',
      [['a', 'a1'], ['a', 'a2'], ['a', 'a3'], ['b', 'b1']],
      ['a1', 'b1', 'a2', 'a3'],
    ],
    [
      'three keys: one of each in turn',
      [['a', 'a1'], ['a', 'a2'], ['b', 'b1'], ['b', 'b2'], ['c', 'c1']],
      ['a1', 'b1', 'c1', 'a2', 'b2'],
    ],
  ] as const)('%s', (_name, pairs, order) => {
    const lines = filled(pairs.map(([key, item]) => [key, item]));
    expect(lines.size).toBe(pairs.length);
    expect(drained(lines)).toEqual(order);
    expect([lines.size, lines.next()]).toEqual([0, undefined]);
  });

  it.each([
    // its place in its line, then of a's 3, b's 1 and c's 2 as many as that place at most
    ['a', 4 + 1 + 2],
    ['b', 2 + 2 + 2],
    ['c', 3 + 3 + 1],
    ['d', 1 + 1 + 1 + 1],
  ] as const)('one more of %s is served as the %i-th', (key, before) => {
    const lines = filled([
      ['a', 'a1'],
      ['a', 'a2'],
      ['a', 'a3'],
      ['b', 'b1'],
      ['c', 'c1'],
      ['c', 'c2'],
    ]);
    expect(lines.before(key)).toBe(before);
  });

  it('takes out one that gave up, and not one already served', () => {
    const lines = filled([
      ['a', 'a1'],
      ['a', 'a2'],
      ['b', 'b1'],
    ]);
    expect(lines.next()).toBe('a1');
    expect(lines.remove('a', 'a1')).toBe(false);
    expect(lines.remove('b', 'b1')).toBe(true);
    expect([lines.size, lines.lengthOf('b'), lines.lengthOf('a')]).toEqual([1, 0, 1]);
    expect(drained(lines)).toEqual(['a2']);
  });
});
