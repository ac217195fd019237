/**
 * The gallery's full-screen view in a native dialog, loaded the first time a visitor opens
 * a photo (with its styles), so a detail page does not carry it until then. Keyboard: ← and
 * → move, Home and End jump, Escape closes.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import type { Picture } from '../../core/property/types.ts';
import { useShadowStyles } from '../define/styles.ts';
import { Dialog } from './Dialog.tsx';
import dialogStyles from './dialog.css?inline';
import lightboxStyles from './lightbox.css?inline';

export interface LightboxProps {
  open: boolean;
  onClose: () => void;
  picture: Picture;
  index: number;
  count: number;
  subject: string;
  alt: string;
  language: Language;
  go: (index: number) => void;
}

export function Lightbox({ open, onClose, picture, index, count, subject, alt, language, go }: LightboxProps) {
  const { t } = useLingui();
  useShadowStyles(dialogStyles, lightboxStyles);
  const position = index + 1;
  const onKeyDown = (event: { key: string; preventDefault(): void }) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="lightbox"
      label={t({ id: 'gallery.lightbox', message: `Photos of ${subject}` })}
    >
      {/* the figure takes the arrow keys while the dialog is open */}
      <figure className="lightbox__figure" onKeyDown={onKeyDown}>
        <img
          src={picture.Url}
          srcSet={`${picture.Thumbs.medium} 800w, ${picture.Thumbs.high} 1600w, ${picture.Url} ${picture.Width}w`}
          sizes="(max-width: 64rem) 100vw, 64rem"
          width={picture.Width}
          height={picture.Height}
          alt={alt}
        />
        <figcaption aria-live="polite">
          {t({ id: 'gallery.position', message: `Photo ${position} of ${count}` })}
          {pickTranslation(picture.Caption, language) ? ` – ${pickTranslation(picture.Caption, language)}` : ''}
        </figcaption>
        {count > 1 ? (
          <div className="lightbox__nav">
            <button type="button" className="button button--secondary" onClick={() => go(index - 1)}>
              <span aria-hidden="true">←</span> {t({ id: 'gallery.previous', message: 'Previous photo' })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => go(index + 1)}>
              {t({ id: 'gallery.next', message: 'Next photo' })} <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
      </figure>
    </Dialog>
  );
}
