import { describe, expect, it } from 'vitest';
import { dueDigests } from './schedule.ts';

// Monday 2 March 2026; Brussels is UTC+1 in winter
const at = (iso: string) => Date.parse(iso);

describe('dueDigests', () => {
  it.each<[string, string, { daily?: string; weekly?: string }, string[]]>([
    ['before 08:00 in Brussels', '2026-03-02T06:59:00Z', {}, []],
    ['from 08:00 on a Monday: both', '2026-03-02T07:00:00Z', {}, ['daily', 'weekly']],
    ['once a day', '2026-03-02T15:00:00Z', { daily: '2026-03-02', weekly: '2026-03-02' }, []],
    ['the next day: the daily only', '2026-03-03T09:00:00Z', { daily: '2026-03-02', weekly: '2026-03-02' }, ['daily']],
    ['a Sunday evening is no Monday', '2026-03-08T22:30:00Z', { daily: '2026-03-08' }, []],
    ['Monday 00:30 in Brussels is still too early', '2026-03-08T23:30:00Z', { daily: '2026-03-08' }, []],
  ])('%s', (_name, now, last, expected) => {
    expect(dueDigests(at(now), last)).toEqual(expected);
  });
});
