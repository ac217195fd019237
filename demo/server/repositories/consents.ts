/** Cookie-consent decisions: the agency's proof that a visitor agreed, kept per decision. */
import type { ConsentChoices } from '../../../core/consent/categories.ts';
import type { Language } from '../../../core/i18n/languages.ts';

export interface ConsentDecision {
  /** the browser's random id, lower case: nothing else identifies the visitor */
  id: string;
  time: string;
  revision: number;
  choices: ConsentChoices;
  language: Language;
  path: string | null;
}

export interface Consents {
  /** Keeps every decision as its own record: proof of each one, also when a visitor changes their mind. */
  record(decision: ConsentDecision): Promise<void>;
}
