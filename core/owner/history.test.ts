import { describe, expect, it } from 'vitest';
import { HISTORY_SOURCES, filterHistory, historyPage, sortHistory, toHistorySource, toHistoryStatus, toHistoryType } from './history.ts';

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
    ['Confirmed', 'confirmed'],
    ['booked', undefined],
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

describe('filterHistory', () => {
  const rows = [
    { ID: 1, Date: '2024-03-31T23:30:00+02:00', Type: 'calendar' }, // Sunday 31 March, late evening in Brussels
    { ID: 2, Date: '2024-03-31T22:30:00Z', Type: 'communication' }, // 00:30 on 1 April in Brussels
    { ID: 3, Date: '2024-03-15T10:00:00+01:00', Type: 'media' },
    { ID: 4, Date: '2024-03-01T00:00:00+01:00', Type: 'source' }, // the first minute of March
    { ID: 5, Date: '2024-02-29T23:59:59+01:00', Type: 'calendar' }, // the last second of February
    { ID: 6, Date: 'unknown', Type: 'communication' },
  ] as const;
  const ids = (found: readonly { ID: number }[]) => found.map((row) => row.ID);

  it.each([
    [{}, [1, 2, 3, 4, 5, 6]],
    [{ types: [] }, [1, 2, 3, 4, 5, 6]],
    [{ types: ['calendar'] }, [1, 5]],
    [{ types: ['communication', 'media'] }, [2, 3, 6]],
    [{ from: '2024-03-01' }, [1, 2, 3, 4]],
    [{ to: '2024-02-29' }, [5]],
    [{ from: '2024-03-01', to: '2024-03-31' }, [1, 3, 4]],
    [{ from: '2024-04-01', to: '2024-04-01' }, [2]],
    [{ from: '2024-03-31', to: '2024-03-01' }, [1, 3, 4]], // backwards: read the right way round
    [{ from: '2024-03-01', types: ['calendar'] }, [1]],
    [{ from: 'yesterday' }, [1, 2, 3, 4, 5, 6]], // no day: no limit
  ] as const)('%j → %j', (filter, expected) => {
    expect(ids(filterHistory(rows, filter))).toEqual(expected);
  });

  it('never throws on what is not a list', () => {
    expect(filterHistory(null as never, { types: ['media'] })).toEqual([]);
  });
});

describe('historyPage', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);
  it.each([
    [1, 10, { page: 1, pageCount: 3, total: 23, first: 1, last: 10 }],
    [2, 10, { page: 2, pageCount: 3, total: 23, first: 11, last: 20 }],
    [3, 10, { page: 3, pageCount: 3, total: 23, first: 21, last: 23 }],
    [4, 10, { page: 3, pageCount: 3, total: 23, first: 21, last: 23 }],
    [0, 10, { page: 1, pageCount: 3, total: 23, first: 1, last: 10 }],
    [Number.NaN, 10, { page: 1, pageCount: 3, total: 23, first: 1, last: 10 }],
    [1, 23, { page: 1, pageCount: 1, total: 23, first: 1, last: 23 }],
    [2, 22, { page: 2, pageCount: 2, total: 23, first: 23, last: 23 }],
  ])('page %d of %d a page', (page, size, expected) => {
    const found = historyPage(rows, page, size);
    expect({ page: found.page, pageCount: found.pageCount, total: found.total, first: found.items[0], last: found.items.at(-1) }).toEqual(expected);
  });

  it('an empty list is one empty page', () => {
    expect(historyPage([], 3)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});
