/**
 * The gallery's full-screen viewer, loaded the first time a visitor opens a photo (with
 * its styles), so a detail page does not carry it until then. A native modal <dialog>
 * (focus trap, Escape, the top layer above any CMS header) over the whole screen, dark,
 * the photo as large as the screen allows. ← and → (anywhere in the viewer), Home and
 * End move; a swipe moves on a touch screen; the photos beside the shown one are fetched
 * ahead, so the next one is there at once. Focus goes back to where it was on close.
 */
import { useLingui } from '@lingui/react/macro';
import { type PointerEvent, useEffect, useRef } from 'react';
import type { Language } from '../../../core/i18n/languages.ts';
import { pickTranslation } from '../../../core/i18n/translatable.ts';
import type { Picture } from '../../../core/property/types.ts';
import { useShadowStyles } from '../../define/styles.ts';
import { useModal } from '../controls/Dialog.tsx';
import lightboxStyles from './lightbox.css?inline';

export interface LightboxProps {
  open: boolean;
  onClose: () => void;
  pictures: readonly Picture[];
  index: number;
  subject: string;
  /** the alt text of the photo at `index` */
  alt: (picture: Picture, position: number) => string;
  language: Language;
  go: (index: number) => void;
}

/** A horizontal move at least this long, and longer than it is tall, is a swipe. */
const SWIPE_PX = 40;

const srcSet = (picture: Picture) => `${picture.Thumbs.medium} 800w, ${picture.Thumbs.high} 1600w, ${picture.Url} ${picture.Width}w`;

export function Lightbox({ open, onClose, pictures, index, subject, alt, language, go }: LightboxProps) {
  const { t } = useLingui();
  useShadowStyles(lightboxStyles);
  const { dialog, closed } = useModal(open, onClose);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = pictures.length;
  const picture = pictures[index]!;
  const position = index + 1;
  const caption = pickTranslation(picture.Caption, language);

  // the neighbours are in the browser's cache before the visitor asks for them
  useEffect(() => {
    if (!open || count < 2) return;
    for (const neighbour of [pictures[(index + 1) % count]!, pictures[(index - 1 + count) % count]!]) {
      const image = new Image();
      image.sizes = '100vw';
      image.srcset = srcSet(neighbour);
      image.src = neighbour.Url;
    }
  }, [open, index, pictures, count]);

  const move = (step: number) => go(index + step);
  const onKeyDown = (event: { key: string; preventDefault(): void }) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  };


  return (
    <dialog
      ref={dialog}
      className="lightbox"
      part="lightbox"
      aria-label={t({ id: 'gallery.lightbox', message: `Photos of ${subject}` })}
      onClose={closed}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox__bar">
        <p className="lightbox__caption" aria-live="polite">
          {t({ id: 'gallery.position', message: `Photo ${position} of ${count}` })}
          {caption ? ` – ${caption}` : ''}
        </p>
        <button type="button" className="lightbox__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t({ id: 'ui.dialog.close', message: 'Close' })}</span>
        </button>
      </div>
      <figure className="lightbox__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
        <img src={picture.Url} srcSet={srcSet(picture)} sizes="100vw" width={picture.Width} height={picture.Height} alt={alt(picture, position)} draggable={false} />
      </figure>
      {count > 1 ? (
        <>
          <button type="button" className="lightbox__step lightbox__step--previous" onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t({ id: 'gallery.previous', message: 'Previous photo' })}</span>
          </button>
          <button type="button" className="lightbox__step lightbox__step--next" onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t({ id: 'gallery.next', message: 'Next photo' })}</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
