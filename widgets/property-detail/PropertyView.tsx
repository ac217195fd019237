/**
 * A loaded property, laid out as the big portals do: the photos first, then title,
 * address, price and key facts, and the description, with the visit call and the other
 * requests beside them on a wide screen and after the description on a phone; then every
 * attribute in its group, what buying it costs, video and tour, mobility, location and documents, with the
 * agent's card alongside; similar properties last. An unavailable property keeps its
 * page (people share links) and says so, with the way back to the list.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { addressText } from '../../core/format/address.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as stateMessages from '../../core/messages/state.ts';
import { unavailableMessage } from '../../core/property/availability.ts';
import { goalOf } from '../../core/property/goal.ts';
import type { Property } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { EpcBadge } from '../property/EpcBadge.tsx';
import { Gallery } from '../ui/media/Gallery.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { BackLink, DetailHeader } from '../ui/detail/DetailHeader.tsx';
import { Actions } from './Actions.tsx';
import { Attributes } from './Attributes.tsx';
import { Documents } from '../ui/detail/Documents.tsx';
import { below, type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import { Location } from './Location.tsx';
import { ManagerCard } from '../ui/detail/ManagerCard.tsx';
import { Media } from './Media.tsx';
import { Mobiscore } from './Mobiscore.tsx';
import { formatNumber } from '../../core/format/numbers.ts';
import { priceLine } from '../../core/format/price.ts';
import { RichText } from '../ui/detail/RichText.tsx';
import { Similar } from './Similar.tsx';
import { STATUS_LABELS } from '../ui/cards/status-labels.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { UnavailableNotice } from '../ui/detail/DetailState.tsx';
import { propertyTitle } from '../../core/property/title.ts';
import { costsEstimated } from '../../core/property/attributes.ts';
import { useAgencyStore } from '../define/page-context.ts';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import type { PurchaseCostsProps } from './PurchaseCosts.tsx';

const costs = lazyPart<PurchaseCostsProps>(async () => (await import('./PurchaseCosts.tsx')).PurchaseCosts);

export interface PropertyViewProps {
  property: Property;
  language: Language;
  host: HTMLElement;
  level: HeadingLevel;
}

export function PropertyView({ property, language, host, level }: PropertyViewProps) {
  const { t, i18n } = useLingui();
  const marqueeIgnore = useAgencyStore((state) => state.config.marqueeIgnore);
  const title = propertyTitle(property, language);
  const section = below(level);
  const forSale = goalOf(property.Goal) === 'FOR_SALE';
  const unavailable = unavailableMessage(property.Status);
  const price = priceLine(property, language, marqueeIgnore);
  const ignored = property.Marquee !== null && marqueeIgnore.includes(property.Marquee);
  const label =
    property.Status !== 'available'
      ? i18n._(STATUS_LABELS[property.Status])
      : !ignored && property.Marquee !== null
        ? textIn(property.MarqueeName, language)
        : '';
  // a marquee name in place of the price ("Sold") says it already
  const badge = label.toLowerCase() === price?.toLowerCase() ? '' : label;
  const list = forSale
    ? { href: pathFor('for-sale', language), label: t({ id: 'propertyDetail.backToSale', message: 'All properties for sale' }) }
    : { href: pathFor('for-rent', language), label: t({ id: 'propertyDetail.backToRent', message: 'All properties for rent' }) };
  const description = textIn(property.Description, language);
  const bedrooms = property.Bedrooms ?? 0;
  const bathrooms = property.Bathrooms ?? 0;
  const living = property.SurfaceLiving ? formatNumber(property.SurfaceLiving, language) : '';
  const plot = property.SurfaceGround ? formatNumber(property.SurfaceGround, language) : '';

  return (
    <article className="detail" part="detail">
      <BackLink list={list} />
      <div className={`detail__layout${unavailable && !property.Manager ? ' detail__layout--single' : ''}`}>
        {/* the photo first, as the portals open on it; the title and the price under it */}
        <div className="detail__gallery">
          <Gallery pictures={property.Pictures} subject={title} language={language} />
        </div>
        <div className="detail__top">
          <DetailHeader
            title={title}
            level={level}
            address={addressText(property, { lang: language })}
            price={price ?? i18n._(stateMessages.priceOnRequest.id)}
            badge={badge}
            closed={property.Status !== 'available'}
            facts={
              <>
                <li>{textIn(property.TypeName, language)}</li>
                {bedrooms > 0 ? (
                  <li>{t({ id: 'propertyDetail.facts.bedrooms', message: plural(bedrooms, { one: '# bedroom', other: '# bedrooms' }) })}</li>
                ) : null}
                {bathrooms > 0 ? (
                  <li>{t({ id: 'propertyDetail.facts.bathrooms', message: plural(bathrooms, { one: '# bathroom', other: '# bathrooms' }) })}</li>
                ) : null}
                {living ? <li>{t({ id: 'propertyDetail.facts.living', message: `${living} m² living area` })}</li> : null}
                {plot ? <li>{t({ id: 'propertyDetail.facts.plot', message: `${plot} m² plot` })}</li> : null}
                <li className="key-facts__epc">
                  <EpcBadge source={property} />
                </li>
              </>
            }
          >
            <HeaderActions property={property} title={title} language={language} />
          </DetailHeader>
          {unavailable ? <UnavailableNotice messageId={unavailable} list={list} /> : null}
        </div>
        {/* on a phone, the property comes first: its description right under the photos, before what to do about it */}
        {description ? (
          <div className="detail__description">
            <Section level={section} className="description" title={t({ id: 'propertyDetail.section.description', message: 'Description' })}>
              <RichText source={description} />
            </Section>
          </div>
        ) : null}
        {/* beside the photos and the text on a wide screen, and staying in view while the visitor reads */}
        <div className="detail__side">
          {unavailable ? null : (
            <div className="detail__actions">
              <Actions property={property} language={language} level={section} />
            </div>
          )}
          {property.Manager ? (
            <div className="detail__contact">
              <ManagerCard manager={property.Manager} language={language} level={section} />
            </div>
          ) : null}
        </div>
        <div className="detail__content">
          <Attributes property={property} language={language} level={section} />
          {costsEstimated(property) ? (
            <Deferred part={costs} props={{ property, language, level: section }}>
              <div className="detail__costs" />
            </Deferred>
          ) : null}
          <Media url={property.VideoUrl} kind="video" subject={title} host={host} language={language} level={section} />
          <Media url={property.VirtualTourUrl} kind="tour" subject={title} host={host} language={language} level={section} />
          {property.Mobiscore ? <Mobiscore score={property.Mobiscore} language={language} level={section} /> : null}
          <Location property={property} subject={title} host={host} language={language} level={section} />
          <Section level={section} className="files" title={t({ id: 'propertyDetail.section.documents', message: 'Documents' })}>
            <Documents documents={property.Documents} language={language} />
          </Section>
        </div>
      </div>

      <Similar propertyId={property.ID} language={language} level={section} />
    </article>
  );
}
