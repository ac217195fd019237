import { type ConsentChoices, NO_CHOICES } from './categories.ts';
import type { ConsentRecord } from './record.ts';

/**
 * - `unset`: no valid decision (first visit, expired, or made under another revision): ask, run nothing optional
 * - `decided`: the visitor's stored decision applies
 * - `preview`: a CMS preview page (spec §2): everything runs, nothing is stored or sent
 */
export type ConsentStatus = 'unset' | 'decided' | 'preview';

export interface ConsentState {
  status: ConsentStatus;
  choices: ConsentChoices;
  /** the decision in force; null when unset or in preview */
  record: ConsentRecord | null;
}

export const INITIAL_CONSENT: ConsentState = Object.freeze({ status: 'unset', choices: NO_CHOICES, record: null });
