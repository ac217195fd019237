import type { ConsentSubmission } from '../api/contract.ts';
import type { Language } from '../i18n/languages.ts';
import type { ConsentRecord } from './record.ts';

/**
 * The body of `POST {api}/consents` for a decision: what the agency keeps to prove
 * consent (GDPR art. 7(1)). Only the four optional choices travel, and only the
 * path of the page: its query or hash may hold personal data.
 */
export function consentProof(record: ConsentRecord, language: Language, path?: string): ConsentSubmission {
  const { analytics, marketing, social, unclassified } = record.choices;
  const proof: ConsentSubmission = {
    id: record.id,
    revision: record.revision,
    choices: { analytics, marketing, social, unclassified },
    language,
  };
  const page = path?.split(/[?#]/)[0];
  if (page) proof.path = page;
  return proof;
}
