import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../core/api/contract.ts';
import { listHeadingLevel, listPageSize } from './list-props.ts';

describe('listHeadingLevel', () => {
  it.each([
    [undefined, 2],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [2.4, 2],
    [2.6, 3],
  ])('%s gives %s', (value, level) => expect(listHeadingLevel(value)).toBe(level));
});

describe('listPageSize', () => {
  it.each([
    [undefined, DEFAULT_PAGE_SIZE],
    [Number.NaN, DEFAULT_PAGE_SIZE],
    [-5, 1],
    [0, 1],
    [1, 1],
    [24, 24],
    [MAX_PAGE_SIZE, MAX_PAGE_SIZE],
    [MAX_PAGE_SIZE + 1, MAX_PAGE_SIZE],
  ])('%s gives %s', (value, size) => expect(listPageSize(value)).toBe(size));
});
