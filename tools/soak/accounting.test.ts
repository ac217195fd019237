import { describe, expect, it } from 'vitest';
import { repeatsOf } from './accounting.ts';

describe('a send’s CRM calls at the read-back', () => {
  // times in ms; a kill between a call and its repeat makes the repeat re-made (at least once), none makes it doubled
  it.each<[string, number[], number[], { remade: number; doubled: number }]>([
    ['no call', [], [100], { remade: 0, doubled: 0 }],
    ['one call', [10], [], { remade: 0, doubled: 0 }],
    ['two calls, no kill', [10, 20], [], { remade: 0, doubled: 1 }],
    ['two calls, a kill before both', [10, 20], [5], { remade: 0, doubled: 1 }],
    ['two calls, a kill after both', [10, 20], [25], { remade: 0, doubled: 1 }],
    ['two calls, a kill between', [10, 20], [15], { remade: 1, doubled: 0 }],
    ['a kill at the first call’s moment is not after it', [10, 20], [10], { remade: 0, doubled: 1 }],
    ['a kill at the repeat’s moment is not before it', [10, 20], [20], { remade: 0, doubled: 1 }],
    ['received out of order, a kill between', [20, 10], [15], { remade: 1, doubled: 0 }],
    ['three calls, one kill between the first two', [10, 20, 30], [15], { remade: 1, doubled: 1 }],
    ['three calls, a kill between each', [10, 20, 30], [15, 25], { remade: 2, doubled: 0 }],
    ['two kills between one pair make one repeat re-made', [10, 20], [12, 18], { remade: 1, doubled: 0 }],
  ])('%s', (_, times, kills, expected) => {
    expect(repeatsOf(times, kills)).toEqual(expected);
  });
});
