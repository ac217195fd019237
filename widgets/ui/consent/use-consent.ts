/**
 * `useConsent(category)`: whether something of `category` may run now, re-rendering
 * when the visitor decides, and a way to accept that one category.
 */
import { useCallback } from 'react';
import type { ConsentCategory } from '../../../core/consent/categories.ts';
import { mayRun } from '../../../core/consent/rules.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { acceptCategory, startConsent } from '../../consent/consent.ts';
import { useAgencyStore } from '../../define/page-context.ts';

export interface ConsentHook {
  allowed: boolean;
  /** accepts this category on top of the visitor's other choices; `from` dispatches agency-consent-change */
  accept(from?: Element | null): void;
}

export function useConsent(category: ConsentCategory, language?: Language): ConsentHook {
  startConsent();
  const allowed = useAgencyStore((state) => mayRun(category, state.consent));
  const accept = useCallback(
    (from?: Element | null) => {
      if (category !== 'necessary') acceptCategory(category, { from: from ?? null, ...(language ? { language } : {}) });
    },
    [category, language],
  );
  return { allowed, accept };
}
