import { describe, expect, it } from 'vitest';
import { HISTORY_SOURCES, sortHistory, toHistorySource, toHistoryStatus, toHistoryType } from './history.ts';

describe('history values', () => {
  it.each([
    ['communication', 'communication'],
    [' Calendar ', 'calendar'],
    ['MEDIA', 'media'],
    ['source', 'source'],
    ['visit', undefined],
    [null, undefined],
  ])('toHistoryType(%j) → %j', (value, type) => {
    expect(toHistoryType(value)).toBe(type);
  });

  it.each([
    ['done', 'done'],
    ['Planned', 'planned'],
    ['cancelled', 'cancelled'],
    ['confirmed', undefined],
    [3, undefined],
  ])('toHistoryStatus(%j) → %j', (value, status) => {
    expect(toHistoryStatus(value)).toBe(status);
  });

  it.each([
    ['immoweb', 'immoweb'],
    ['Immoweb.be', 'immoweb'],
    ['www.zimmo.be', 'zimmo'],
    ['Immovlan', 'immovlan'],
    ['Realo', 'realo'],
    ['Facebook', 'social_media'],
    ['Website', 'website'],
    ['Eigen site', 'website'],
    ['Bord', 'sign_board'],
    ['Panneau', 'sign_board'],
    ['sign board', 'sign_board'],
    ['Krant', 'print'],
    ['Walk-in', 'walk_in'],
    ['Langs kantoor', 'walk_in'],
    ['Telefoon', 'phone'],
    ['E-mail', 'email'],
    ['Via via', 'referral'],
    ['Something else', 'other'],
    ['', null],
    [null, null],
  ])('toHistorySource(%j) → %j', (value, source) => {
    expect(toHistorySource(value)).toBe(source);
  });

  it('every source code reads as itself', () => {
    for (const source of HISTORY_SOURCES) expect(toHistorySource(source)).toBe(source);
  });
});

describe('sortHistory', () => {
  it('puts the newest row first and rows without a readable date last', () => {
    const rows = [
      { ID: 1, Date: '2024-03-01T10:00:00+01:00' },
      { ID: 2, Date: 'unknown' },
      { ID: 3, Date: '2024-03-31T10:00:00+02:00' },
      { ID: 4, Date: '2024-03-15' },
      { ID: 5, Date: '' },
    ];
    expect(sortHistory(rows).map((row) => row.ID)).toEqual([3, 4, 1, 2, 5]);
    expect(rows.map((row) => row.ID)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never throws on what is not a list', () => {
    expect(sortHistory(null as never)).toEqual([]);
  });
});
