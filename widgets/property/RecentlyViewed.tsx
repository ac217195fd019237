/**
 * The properties the visitor last looked at, as a strip under a list: each as they saw
 * it (its thumbnail and title, in the language of the page it was seen on), and a button
 * that hides the strip by forgetting them. Loaded only when there is something to show
 * (RecentlyViewedStrip.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { forgetRecentlyViewed, readRecentlyViewed } from '../../core/favourites/recently-viewed.ts';
import { stripPictures } from '../../core/favourites/strip-pictures.ts';
import { useShadowStyles } from '../define/styles.ts';
import { Heading, type HeadingLevel } from '../ui/controls/Heading.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { sessionStore } from '../ui/storage/web-storage.ts';
import styles from './recently-viewed.css?inline';

export interface RecentlyViewedProps {
  level: HeadingLevel;
}

export function RecentlyViewed({ level }: RecentlyViewedProps) {
  const { t } = useLingui();
  useShadowStyles(styles);
  const [viewed, setViewed] = useState(() => readRecentlyViewed(sessionStore));
  const onHide = () => {
    forgetRecentlyViewed(sessionStore);
    setViewed([]);
  };
  if (viewed.length === 0) return null;
  const pictures = stripPictures(viewed);
  const title = t({ id: 'property.recentlyViewed', message: 'Recently viewed' });
  return (
    <section className="recent" part="recently-viewed" aria-label={title}>
      <div className="recent__head">
        <Heading level={level} className="recent__title">
          {title}
        </Heading>
        <button type="button" className="button button--quiet" onClick={onHide}>
          {t({ id: 'property.recentlyViewed.hide', message: 'Hide and forget' })}
        </button>
      </div>
      <ul className="recent__list">
        {viewed.map((entry, index) => (
          <li key={entry.id} className="recent__item">
            {pictures[index] ? <img src={pictures[index]} alt="" width="96" height="64" loading="lazy" decoding="async" /> : <span className="recent__no-picture" />}
            <Link href={entry.path} className="recent__link" lang={entry.lang}>
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
