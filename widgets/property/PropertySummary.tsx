/**
 * The property a request is about, at the top of the form: its first picture, title,
 * address (address rule), price (price rule) and a link back to its page, so the visitor
 * sees at a glance what they are asking about.
 */
import { useLingui } from '@lingui/react';
import { addressText } from '../../core/format/address.ts';
import { priceLine } from '../../core/format/price.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as stateMessages from '../../core/messages/state.ts';
import type { PropertySummary as Summary } from '../../core/property/types.ts';
import { propertyPath } from '../../core/routing/page-paths.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { propertyTitle } from '../../core/property/title.ts';
import { safePicture } from '../../core/format/safe-url.ts';
import { useAgencyStore } from '../define/page-context.ts';

export function PropertySummary({ property, language }: { property: Summary; language: Language }) {
  const { i18n } = useLingui();
  const marqueeIgnore = useAgencyStore((state) => state.config.marqueeIgnore);
  const title = propertyTitle(property, language);
  // a rent with its unit: "€ 750 per month"
  const price = priceLine(property, language, marqueeIgnore);
  const picture = safePicture(property.MainPicture);
  const address = addressText(property, { lang: language });
  return (
    <div className="summary" part="property">
      <div className="summary__media">
        {picture ? (
          <img src={picture.Thumbs.medium} width={picture.Width} height={picture.Height} alt="" decoding="async" />
        ) : (
          <div className="summary__no-picture" />
        )}
      </div>
      <div className="summary__text">
        <p className="summary__title">
          <Link href={propertyPath(property, language)} className="summary__link">
            {title}
          </Link>
        </p>
        {address ? <p className="summary__address">{address}</p> : null}
        <p className="summary__price">{price ?? i18n._(stateMessages.priceOnRequest.id)}</p>
      </div>
    </div>
  );
}
