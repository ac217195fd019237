/**
 * The owner's properties to choose from, each a real link (`?property=12`: open it in a
 * new tab, bookmark it, come back to it after a login) with its picture, address and
 * where it stands: for sale or for rent, available, sold or let, and whether it is on
 * the site now (an offline property stays here: its history still matters). On a phone
 * a list of cards would push the report a screen or two down: a select stands in for
 * it there (owner-portal.css shows one or the other).
 */
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import type { OwnerProperty } from '../../core/api/contract.ts';
import { formatCity } from '../../core/format/city.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import * as routeMessages from '../../core/messages/route.ts';
import { SelectField } from '../ui/controls/Field.tsx';
import { STATUS_LABELS } from '../ui/cards/status-labels.ts';
import { PROPERTY_PARAM } from './params.ts';

export interface PropertyChooserProps {
  properties: readonly OwnerProperty[];
  chosen: number | undefined;
  language: Language;
  onChoose(id: number): void;
}

/** The owner's own address of the property: they see it whether the listing shows it or not. */
export function ownerAddress(property: Pick<OwnerProperty, 'Street' | 'HouseNumber' | 'Zip' | 'City'>): string {
  const street = [property.Street, property.HouseNumber].filter(Boolean).join(' ');
  const city = [property.Zip, property.City ? formatCity(property.City) : null].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/** Where the property stands, as badges say it: for sale or rent, its availability, whether it is off line. */
export function PropertyBadges({ property }: { property: OwnerProperty }) {
  const { t, i18n } = useLingui();
  return (
    <span className="chooser__badges">
      <span className="badge">{i18n._(property.Goal === 0 ? routeMessages.forSale.id : routeMessages.forRent.id)}</span>
      <span className={`badge badge--${property.Status}`}>{i18n._(STATUS_LABELS[property.Status])}</span>
      {property.Online ? null : <span className="badge badge--offline">{t({ id: 'ownerPortal.offline', message: 'Not on our website' })}</span>}
    </span>
  );
}

export function PropertyChooser({ properties, chosen, language, onChoose }: PropertyChooserProps) {
  const { t, i18n } = useLingui();
  const hrefOf = (id: number) => {
    const url = new URL(window.location.href);
    url.searchParams.set(PROPERTY_PARAM, String(id));
    return `${url.pathname}${url.search}`;
  };
  const go = (id: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (id !== chosen) onChoose(id);
  };
  const label = t({ id: 'ownerPortal.chooser', message: 'Choose a property' });
  const offline = t({ id: 'ownerPortal.offline', message: 'Not on our website' });
  return (
    <div className="chooser" part="chooser">
      <div className="chooser__pick">
        <SelectField
          name="property"
          label={label}
          value={chosen === undefined ? '' : String(chosen)}
          options={properties.map((property) => ({
            value: String(property.ID),
            label: [
              pickTranslation(property.Title, language) ?? ownerAddress(property),
              i18n._(STATUS_LABELS[property.Status]),
              ...(property.Online ? [] : [offline]),
            ].join(' · '),
          }))}
          onValue={(value) => {
            const id = Number(value);
            if (Number.isSafeInteger(id) && id !== chosen) onChoose(id);
          }}
        />
      </div>
      <nav className="chooser__nav" aria-label={label}>
        <ul className="chooser__list">
          {properties.map((property) => {
            const title = pickTranslation(property.Title, language) ?? ownerAddress(property);
            return (
              <li key={property.ID}>
                <a
                  className="chooser__item"
                  href={hrefOf(property.ID)}
                  aria-current={property.ID === chosen ? 'true' : undefined}
                  onClick={go(property.ID)}
                >
                  <span className="chooser__media">
                    {property.MainPicture ? (
                      <img src={property.MainPicture.Thumbs.low} width={property.MainPicture.Width} height={property.MainPicture.Height} alt="" loading="lazy" decoding="async" />
                    ) : null}
                  </span>
                  <span className="chooser__text">
                    <span className="chooser__title">{title}</span>
                    <span className="chooser__address">{ownerAddress(property)}</span>
                    <PropertyBadges property={property} />
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
