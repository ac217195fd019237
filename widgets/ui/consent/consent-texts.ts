/** The cookie categories' names, shared by the consent dialog and every placeholder that waits for one. */
import { useLingui } from '@lingui/react/macro';
import type { ConsentCategory, OptionalCategory } from '../../../core/consent/categories.ts';

export function useCategoryNames(): Record<ConsentCategory, string> {
  const { t } = useLingui();
  return {
    necessary: t({ id: 'consentGate.category.necessary', message: 'Strictly necessary cookies' }),
    analytics: t({ id: 'consentGate.category.analytics', message: 'Analytical cookies' }),
    marketing: t({ id: 'consentGate.category.marketing', message: 'Marketing cookies' }),
    social: t({ id: 'consentGate.category.social', message: 'Social media cookies' }),
    unclassified: t({ id: 'consentGate.category.unclassified', message: 'Unclassified cookies' }),
  };
}

/** A placeholder's button: it names what the visitor accepts. */
export function useAcceptLabels(): Record<OptionalCategory, string> {
  const { t } = useLingui();
  return {
    analytics: t({ id: 'consentGate.accept.analytics', message: 'Accept analytical cookies and show' }),
    marketing: t({ id: 'consentGate.accept.marketing', message: 'Accept marketing cookies and show' }),
    social: t({ id: 'consentGate.accept.social', message: 'Accept social media cookies and show' }),
    unclassified: t({ id: 'consentGate.accept.unclassified', message: 'Accept unclassified cookies and show' }),
  };
}
