/**
 * Third-party content inside a widget (the map frame, street view, a video) that
 * waits for its cookie category: until the visitor accepts it, a placeholder says
 * where the content comes from and offers to accept that category and show it.
 * Nothing of the content, not even its frame, is in the page before that.
 * Styles: consent-gate.css (add it to the element's styles).
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OptionalCategory } from '../../../core/consent/categories.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { useAcceptLabels } from './consent-texts.ts';
import { useConsent } from './use-consent.ts';

export interface ConsentGateProps {
  category: OptionalCategory;
  /** who serves the content, e.g. "Google Maps"; named in the placeholder */
  provider?: string;
  /** the element: agency-consent-change is dispatched from it */
  host?: Element;
  language?: Language;
  /** sizes the placeholder as the content would be (e.g. the map's aspect ratio) */
  className?: string;
  children?: ReactNode;
}

export function ConsentGate({ category, provider, host, language, className, children }: ConsentGateProps) {
  const { t } = useLingui();
  const { allowed, accept } = useConsent(category, language);
  const acceptLabels = useAcceptLabels();
  if (allowed) return <>{children}</>;
  return (
    <div className={`consent-gate ${className ?? ''}`} part="consent-gate">
      <p className="consent-gate__text">
        {provider
          ? t({
              id: 'consentGate.provider',
              message: `This content comes from ${provider}, which may set cookies and see that you visit this page.`,
            })
          : t({
              id: 'consentGate.other',
              message: 'This content comes from another website, which may set cookies and see that you visit this page.',
            })}
      </p>
      <button type="button" className="consent-gate__accept" part="consent-gate-button" onClick={() => accept(host)}>
        {acceptLabels[category]}
      </button>
    </div>
  );
}
