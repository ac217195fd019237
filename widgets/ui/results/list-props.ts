/**
 * The attributes both list screens share, as a webmaster may type them: a heading level
 * and a page size outside their range are brought back into it, a missing or unreadable
 * one gives the default.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../core/api/contract.ts';

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.round(value)));
}

/** 1 when the list is the page's main content, else 2 (default) or 3. */
export const listHeadingLevel = (value: number | undefined) => clamp(value, 1, 3, 2) as 1 | 2 | 3;

export const listPageSize = (value: number | undefined) => clamp(value, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
