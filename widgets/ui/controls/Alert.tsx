/**
 * Messages a visitor must not miss. Errors use role="alert" (announced at once); other
 * news goes to a polite status region that is always in the page, so that a screen
 * reader hears text that appears in it later.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : undefined} part="alert">
      {children}
    </div>
  );
}

/** A polite live region: render it always, put the message in when there is one. */
export function Status({ children, visuallyHidden = false }: { children?: ReactNode; visuallyHidden?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={visuallyHidden ? 'visually-hidden' : undefined}>
      {children}
    </div>
  );
}

/** A load that failed: the catalogue's message for what went wrong, and a way to try again. */
export function LoadFailure({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Alert tone="error">
      <p className="alert__text">{i18n._(messageId)}</p>
      <p className="alert__text">
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t({ id: 'ui.retry', message: 'Try again' })}
        </button>
      </p>
    </Alert>
  );
}
