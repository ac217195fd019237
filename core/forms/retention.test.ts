import { describe, expect, it } from 'vitest';
import { LEAD_RETENTION_MONTHS, RENTAL_RETENTION_MONTHS, RETENTION, parseRetentionMonths, retentionCutoff, retentionMonths } from './retention.ts';

describe('how long each form is kept', () => {
  it('keeps leads 24 months by default, a newsletter address until unsubscribed, a testimonial while published', () => {
    expect(LEAD_RETENTION_MONTHS).toBe(24);
    expect(retentionMonths('valuation')).toBe(24);
    expect(retentionMonths('job')).toBe(24);
    expect(retentionMonths('friend')).toBe(24);
    expect(RETENTION.newsletter.rule).toBe('subscription');
    expect(RETENTION.testimonial.rule).toBe('publication');
  });

  it.each([
    ['', {}],
    ['12', { default: 12 }],
    ['job=6, default=18', { job: 6, default: 18 }],
    ['job=6;site-contact=12', { job: 6, 'site-contact': 12 }],
    ['job=0', {}],
    ['job=121', {}],
    ['job=120', { job: 120 }],
    ['job=1', { job: 1 }],
    ['nonsense=5 job=x', {}],
  ])('RETENTION_MONTHS=%j → %j', (value, expected) => {
    expect(parseRetentionMonths(value)).toEqual(expected);
  });

  it('keeps a rental application 6 months', () => {
    expect(RENTAL_RETENTION_MONTHS).toBe(6);
    expect(retentionMonths('rental')).toBe(6);
  });

  it('a kind named wins over the default, the default over 24', () => {
    const settings = parseRetentionMonths('job=6, default=12');
    expect(retentionMonths('job', settings)).toBe(6);
    expect(retentionMonths('contact', settings)).toBe(12);
    expect(retentionMonths('newsletter', settings)).toBeUndefined();
  });

  it('the default leaves a form with its own term alone; naming the form changes it', () => {
    expect(retentionMonths('rental', parseRetentionMonths('36'))).toBe(6);
    expect(retentionMonths('rental', parseRetentionMonths('rental=3, default=36'))).toBe(3);
  });

  it('the cutoff is the same day so many months back', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(retentionCutoff('contact', now)?.toISOString()).toBe('2024-11-23T12:00:00.000Z');
    expect(retentionCutoff('job', now, { job: 1 })?.toISOString()).toBe('2026-10-23T12:00:00.000Z');
    expect(retentionCutoff('rental', now)?.toISOString()).toBe('2026-05-23T12:00:00.000Z');
    expect(retentionCutoff('newsletter', now)).toBeUndefined();
  });
});
