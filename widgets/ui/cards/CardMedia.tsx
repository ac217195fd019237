/**
 * The picture at the top of a card, sized by its own width and height so the grid does
 * not shift while it loads, with an optional ribbon (a marquee, sold, rented, sold out).
 */
import type { Picture } from '../../../core/property/types.ts';
import { safePicture } from '../../../core/format/safe-url.ts';

export interface CardMediaProps {
  picture: Picture | null;
  /** the first cards of a page load at once; the others when scrolled to */
  eager: boolean;
  ribbon?: string | undefined;
  /** a ribbon that says the offer is closed (sold, rented, sold out) */
  closed?: boolean;
}

export function CardMedia({ picture: given, eager, ribbon, closed = false }: CardMediaProps) {
  const picture = safePicture(given);
  return (
    <div className="card__media">
      {picture ? (
        <img
          src={picture.Thumbs.medium}
          width={picture.Width}
          height={picture.Height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="card__no-picture" />
      )}
      {ribbon ? <span className={`card__ribbon${closed ? ' card__ribbon--closed' : ''}`}>{ribbon}</span> : null}
    </div>
  );
}
