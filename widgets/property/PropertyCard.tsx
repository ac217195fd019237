/**
 * A property as lists show it: picture, price (spec §5 price rule), title, address
 * (address and city rules), key facts and the EPC badge. The whole card is one link
 * target (the title's link stretches over it), so a screen reader hears one link per
 * property, named by its title; its heart keeps it among the visitor's favourites.
 * Styles: card.css and ../property/favourite.css.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { addressText } from '../../core/format/address.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import { priceLine } from '../../core/format/price.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as stateMessages from '../../core/messages/state.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { propertyPath } from '../../core/routing/page-paths.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { CardMedia } from '../ui/cards/CardMedia.tsx';
import { EpcBadge } from './EpcBadge.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { propertyTitle } from '../../core/property/title.ts';
import { useAgencyStore } from '../define/page-context.ts';

export interface PropertyCardProps {
  property: PropertySummary;
  language: Language;
  /** the heading level of the title in the page's outline (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** the first cards of a page load their picture at once; the others when scrolled to */
  eager?: boolean;
}

export function PropertyCard({ property, language, headingLevel = 3, eager = false }: PropertyCardProps) {
  const { t, i18n } = useLingui();
  const marqueeIgnore = useAgencyStore((state) => state.config.marqueeIgnore);
  const title = propertyTitle(property, language);
  const price = priceLine(property, language, marqueeIgnore);
  const ignored = property.Marquee !== null && marqueeIgnore.includes(property.Marquee);
  const marquee = !ignored && property.Marquee !== null ? pickTranslation(property.MarqueeName, language) : undefined;
  const status =
    property.Status === 'sold'
      ? t({ id: 'ui.card.sold', message: 'Sold' })
      : property.Status === 'rented'
        ? t({ id: 'ui.card.rented', message: 'Rented' })
        : undefined;
  const Heading = `h${headingLevel}` as 'h3';
  const bedrooms = property.Bedrooms ?? 0;

  return (
    <article className="card" part="card">
      <CardMedia picture={property.MainPicture} eager={eager} ribbon={status ?? marquee} closed={Boolean(status)} />
      <FavouriteButton property={property} title={title} className="card__favourite" />
      <div className="card__body">
        <p className="card__price">{price ?? i18n._(stateMessages.priceOnRequest.id)}</p>
        <Heading className="card__title">
          <Link href={propertyPath(property, language)} className="card__link">
            {title}
          </Link>
        </Heading>
        <p className="card__address">{addressText(property, { lang: language })}</p>
        <ul className="card__facts">
          {property.Bedrooms ? (
            <li>{t({ id: 'ui.card.bedrooms', message: plural(bedrooms, { one: '# bedroom', other: '# bedrooms' }) })}</li>
          ) : null}
          {property.SurfaceLiving ? <li>{formatNumber(property.SurfaceLiving, language)} m²</li> : null}
          {property.SurfaceGround && !property.SurfaceLiving ? <li>{formatNumber(property.SurfaceGround, language)} m²</li> : null}
          <li className="card__type">{pickTranslation(property.TypeName, language)}</li>
        </ul>
        <EpcBadge source={property} className="card__epc" />
      </div>
    </article>
  );
}
