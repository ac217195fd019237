/**
 * The picture gallery of a detail page: a large picture, a strip of thumbnails, and a
 * lightbox in a native dialog. Keyboard: the thumbnails are buttons in the tab order;
 * in the lightbox ← and → move, Escape closes, Home and End jump. Every <img> carries
 * its width and height, so nothing shifts while pictures load. Styles: gallery.css.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '../../core/i18n/languages.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import { emptyMessages } from '../../core/messages.ts';
import type { Picture } from '../../core/property/types.ts';
import { Dialog } from './Dialog.tsx';

export interface GalleryProps {
  pictures: readonly Picture[];
  /** what the pictures show, for their alt text when they have no caption */
  subject: string;
  language: Language;
}

export function Gallery({ pictures, subject, language }: GalleryProps) {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);

  if (pictures.length === 0) {
    return <p className="gallery__empty">{i18n._(emptyMessages.photos.id)}</p>;
  }

  const count = pictures.length;
  const index = Math.min(shown, count - 1);
  const picture = pictures[index]!;
  const alt = (item: Picture, position: number) =>
    pickTranslation(item.Caption, language) ??
    t({ id: 'gallery.alt', message: `${subject} – photo ${position} of ${count}` });
  const go = (next: number) => setShown(((next % count) + count) % count);

  const onKeyDown = (event: { key: string; preventDefault(): void }) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const position = index + 1;

  return (
    <div className="gallery" part="gallery">
      {/* the counter sits beside the button: inside, its text would not be part of the button's name */}
      <div className="gallery__stage">
        <button
          type="button"
          className="gallery__main"
          onClick={() => setOpen(true)}
          aria-label={t({ id: 'gallery.open', message: `Show photo ${position} of ${count} full screen` })}
        >
          <img
            src={picture.Thumbs.high}
            width={picture.Width}
            height={picture.Height}
            alt={alt(picture, position)}
            fetchPriority="high"
          />
        </button>
        <span className="gallery__count" aria-hidden="true">
          {position} / {count}
        </span>
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t({ id: 'gallery.thumbnails', message: 'All photos' })}>
          {pictures.map((item, i) => (
            <li key={item.ID}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img src={item.Thumbs.low} width={item.Width} height={item.Height} alt={alt(item, i + 1)} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
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
            alt={alt(picture, position)}
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
    </div>
  );
}
