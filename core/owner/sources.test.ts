import { describe, expect, it } from 'vitest';
import { visitSources } from './sources.ts';

describe('visitSources on Sunday 31 March 2024', () => {
  const now = '2024-03-31T12:00:00+02:00';

  it('counts each source over the 30 days of the chart and in total, busiest first', () => {
    const found = visitSources(
      [
        { at: '2024-03-31T09:00:00+02:00', source: 'website' },
        { at: '2024-03-02T00:00:00+01:00', source: 'website' }, // the first day of the chart
        { at: '2024-03-01T23:59:59+01:00', source: 'website' }, // the day before it
        { at: '2024-03-20T10:00:00+01:00', source: 'Immoweb.be' }, // a CRM's name for a portal
        { at: '2024-03-21T10:00:00+01:00', source: 'immoweb' },
        { at: '2024-01-10T10:00:00+01:00', source: 'zimmo' },
        { at: '2024-04-01T10:00:00+02:00', source: 'zimmo' }, // tomorrow: a clock out of step
        { at: '2024-03-20T10:00:00+01:00', source: null }, // no source: not in the breakdown
        { at: 'yesterday', source: 'website' },
      ],
      now,
    );
    expect(found).toEqual([
      { source: 'website', last30: 2, total: 3 },
      { source: 'immoweb', last30: 2, total: 2 },
      { source: 'zimmo', last30: 0, total: 1 },
    ]);
  });

  it('orders sources with as many visits as the source list does', () => {
    const found = visitSources(
      [
        { at: '2024-03-30T10:00:00+01:00', source: 'zimmo' },
        { at: '2024-03-30T10:00:00+01:00', source: 'website' },
      ],
      now,
    );
    expect(found.map((entry) => entry.source)).toEqual(['website', 'zimmo']);
  });

  it('gives nothing for nothing', () => {
    expect(visitSources(undefined, now)).toEqual([]);
    expect(visitSources('website' as never, now)).toEqual([]);
  });
});
