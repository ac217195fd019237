import { useLingui } from '@lingui/react/macro';
import { openPreferences } from '../consent/panel.ts';
import { startConsent } from '../consent/consent.ts';
import type { ElementContext } from '../define/context.ts';

export interface CookieSettingsProps {
  /** `link` (default): reads as a footer link; `button`: a button */
  appearance?: string;
}

startConsent();

export function CookieSettings({ appearance }: CookieSettingsProps & ElementContext) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={appearance === 'button' ? 'button' : 'link'}
      part="button"
      aria-haspopup="dialog"
      onClick={(event) => openPreferences(event.currentTarget)}
    >
      {t({ id: 'cookieSettings.label', message: 'Cookie settings' })}
    </button>
  );
}
