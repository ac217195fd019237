/**
 * The picture gallery of a detail page: a large picture, a strip of thumbnails, and a
 * full-screen viewer in a native dialog (Lightbox.tsx, loaded when first opened). Keyboard: the
 * thumbnails are buttons in the tab order. Every <img> carries its width and height, so
 * nothing shifts while pictures load. Styles: gallery.css.
 */
import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useMemo, useState } from 'react';
import type { Language } from '../../../core/i18n/languages.ts';
import { pickTranslation } from '../../../core/i18n/translatable.ts';
import * as emptyMessages from '../../../core/messages/empty.ts';
import type { Picture } from '../../../core/property/types.ts';
import type { LightboxProps } from './Lightbox.tsx';
import { Part } from '../loading/Part.tsx';
import { safePictures } from '../../../core/format/safe-url.ts';

export interface GalleryProps {
  pictures: readonly Picture[];
  /** what the pictures show, for their alt text when they have no caption */
  subject: string;
  language: Language;
}

/** The gallery fails on its own (Part.tsx): the rest of the page stays. */
export function Gallery(props: GalleryProps) {
  return (
    <Part>
      <GalleryView {...props} />
    </Part>
  );
}

function GalleryView({ pictures: given, subject, language }: GalleryProps) {
  // a picture whose address is no web address (a CRM field holding `javascript:`) is left out
  const pictures = useMemo(() => safePictures(given), [given]);
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  // the full-screen view's code (and the dialog's) loads the first time a photo is opened
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(null);
  const openLightbox = () => {
    setOpen(true);
    if (!Lightbox) {
      import('./Lightbox.tsx').then(
        (module) => setLightbox(() => module.Lightbox),
        (error: unknown) => {
          setOpen(false);
          console.error('agency-widgets: the photo viewer could not be loaded.', error);
        },
      );
    }
  };

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

  const position = index + 1;

  return (
    <div className="gallery" part="gallery">
      {/* the counter sits beside the button: inside, its text would not be part of the button's name */}
      <div className="gallery__stage">
        <button
          type="button"
          className="gallery__main"
          onClick={openLightbox}
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
      {Lightbox ? (
        <Lightbox
          open={open}
          onClose={() => setOpen(false)}
          pictures={pictures}
          index={index}
          subject={subject}
          alt={alt}
          language={language}
          go={go}
        />
      ) : null}
    </div>
  );
}
