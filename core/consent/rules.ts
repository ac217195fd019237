import { isPreviewPath } from '../routing/preview.ts';
import { ALL_CHOICES, type ConsentCategory, type ConsentChoices, OPTIONAL_CATEGORIES, type OptionalCategory } from './categories.ts';
import { type ConsentRecord, isExpired } from './record.ts';
import { type ConsentState, INITIAL_CONSENT } from './state.ts';

export interface ResolveInput {
  /** what the browser has stored, if anything parsed */
  stored: ConsentRecord | undefined;
  /** the page's path */
  path: string;
  now: number;
  revision: number;
  days: number;
}

/** What applies on this page: the preview rule first, then a stored decision still valid for this revision. */
export function resolveConsent({ stored, path, now, revision, days }: ResolveInput): ConsentState {
  if (isPreviewPath(path)) return { status: 'preview', choices: ALL_CHOICES, record: null };
  if (stored && stored.revision === revision && !isExpired(stored, now, days)) {
    return { status: 'decided', choices: stored.choices, record: stored };
  }
  return INITIAL_CONSENT;
}

/** The one rule every gate asks: may something of `category` run now? */
export function mayRun(category: ConsentCategory, state: ConsentState): boolean {
  return category === 'necessary' || state.choices[category] === true;
}

/** Something tagged with several categories runs only when all are accepted. */
export function mayRunAll(categories: readonly ConsentCategory[], state: ConsentState): boolean {
  return categories.every((category) => mayRun(category, state));
}

/** The banner shows exactly when no decision applies. */
export function needsDecision(state: ConsentState): boolean {
  return state.status === 'unset';
}

/** Categories allowed before and not after: what a withdrawal must stop. */
export function withdrawnCategories(before: ConsentState, after: ConsentState): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => mayRun(category, before) && !mayRun(category, after));
}

/** Categories allowed after and not before: what may start now. */
export function grantedCategories(before: ConsentState, after: ConsentState): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => !mayRun(category, before) && mayRun(category, after));
}

/** A new decision: a previous id is kept so the server can link a visitor's decisions. */
export function makeRecord(input: { id: string; revision: number; choices: ConsentChoices; now: number }): ConsentRecord {
  return { id: input.id, revision: input.revision, choices: { ...input.choices }, time: input.now };
}
