/**
 * Two to four properties side by side, one column each: price, price per m² of living
 * area, rooms, surfaces, EPC, what buying it costs in all for the visitor's situation
 * (core/purchase-costs: the rules in force today in its region) and the legal items its
 * region asks for. On a phone the names stay at the start of each row and one property
 * fills the rest: the visitor swipes from one to the next.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ApiError } from '../../core/api/errors.ts';
import { propertyDetails } from '../../core/api/resources/property.ts';
import { formatEuro } from '../../core/format/currency.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { brusselsDay } from '../../core/owner/day.ts';
import { goalOf } from '../../core/property/goal.ts';
import { jurisdictionOf, showsField } from '../../core/property/legal.ts';
import { regionOfZip } from '../../core/property/region.ts';
import { propertyTitle } from '../../core/property/title.ts';
import type { Property } from '../../core/property/types.ts';
import { purchaseCosts } from '../../core/purchase-costs/costs.ts';
import { pathFor, propertyPath } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { useElementId } from '../define/element-id.ts';
import { useQueryParam } from '../form/page-context.ts';
import { Alert, Status } from '../ui/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { EpcBadge } from '../ui/EpcBadge.tsx';
import { CheckboxField } from '../ui/Field.tsx';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';

export interface CompareProps {
  /** the properties' ids, comma-separated; without it, the page's `?ids=` */
  ids?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

/** What fits side by side. */
export const COMPARE_MAX = 4;

/** `"12, 7,x,12"` → `[12, 7]`: at most four, each once. */
export function compareIds(text: string | undefined): number[] {
  const ids = (text ?? '').split(',').map((part) => Number(part.trim())).filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The legal items a comparison lists, each where the property's region asks for it (core/property/legal.ts), named as the detail page names them. */
const LEGAL: readonly [keyof Property, string][] = [
  ['Permit', 'propertyDetail.attribute.Permit'],
  ['PreemptiveRights', 'propertyDetail.attribute.PreemptiveRights'],
  ['Summons', 'propertyDetail.attribute.Summons'],
  ['FloodZone', 'propertyDetail.attribute.FloodZone'],
  ['FloodRiskArea', 'propertyDetail.attribute.FloodRiskArea'],
  ['FloodPScore', 'propertyDetail.attribute.FloodPScore'],
  ['FloodGScore', 'propertyDetail.attribute.FloodGScore'],
  ['AsbestosType', 'propertyDetail.attribute.AsbestosType'],
  ['SoilCertificate', 'propertyDetail.attribute.SoilCertificate'],
  ['ElectricityCertificate', 'propertyDetail.attribute.ElectricityCertificate'],
];

export function Compare({ ids, headingLevel, language }: CompareProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const api = useApi();
  const fromPage = useQueryParam('ids');
  const wanted = compareIds(ids ?? fromPage);
  const key = wanted.join(',');
  const [loaded, setLoaded] = useState<readonly (Property | ApiError)[]>();
  const [soleOwnHome, setSoleOwnHome] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(undefined);
    void Promise.all(
      wanted.map((id) =>
        propertyDetails(api)
          .get(id, language, { signal: controller.signal })
          .catch((error: ApiError) => error),
      ),
    ).then((answers) => {
      if (!controller.signal.aborted) setLoaded(answers);
    });
    return () => controller.abort();
  }, [api, key, language]);

  const level = toHeadingLevel(headingLevel, 2);
  const found = (loaded ?? []).filter((entry): entry is Property => !(entry instanceof Error));
  const missing = (loaded ?? []).length - found.length;
  const today = brusselsDay(Date.now());
  const dash = '–';
  const yes = t({ id: 'compare.yes', message: 'Yes' });
  const no = t({ id: 'compare.no', message: 'No' });
  const area = (value: number | null) => (value ? `${formatNumber(value, language)} m²` : dash);
  const count = (value: number | null) => (value === null ? dash : formatNumber(value, language));
  const legalValue = (property: Property, field: keyof Property) => {
    if (!showsField(field, jurisdictionOf(property))) return dash;
    const value = property[field];
    if (value === null || value === undefined || value === '') return dash;
    if (typeof value === 'boolean') return value ? yes : no;
    if (typeof value === 'object') return textIn(value as never, language) || dash;
    return String(value);
  };
  const totalCost = (property: Property) => {
    const region = property.CountryID === 10 ? regionOfZip(property.Zip) : null;
    if (goalOf(property.Goal) !== 'FOR_SALE' || !property.PublishPrice || !property.Price || !region) return dash;
    const costs = purchaseCosts({ price: property.Price, region, soleOwnHome, newBuild: Boolean(property.VatRegime), borrowed: 0, deedDate: today });
    return costs ? formatEuro(costs.total, language) : dash;
  };
  const price = (property: Property) => (property.PublishPrice && property.Price ? formatEuro(property.Price, language) : dash);
  const perSquareMetre = (property: Property) =>
    property.PublishPrice && property.Price && property.SurfaceLiving ? formatEuro(Math.round(property.Price / property.SurfaceLiving), language) : dash;

  const rows: [string, (property: Property) => React.ReactNode][] = [
    [t({ id: 'compare.price', message: 'Price' }), price],
    [t({ id: 'compare.pricePerM2', message: 'Price per m² of living area' }), perSquareMetre],
    [t({ id: 'compare.totalCost', message: 'Total cost to buy (estimate)' }), totalCost],
    [t({ id: 'compare.type', message: 'Type' }), (property) => textIn(property.TypeName, language)],
    [t({ id: 'compare.bedrooms', message: 'Bedrooms' }), (property) => count(property.Bedrooms)],
    [t({ id: 'compare.bathrooms', message: 'Bathrooms' }), (property) => count(property.Bathrooms)],
    [t({ id: 'compare.living', message: 'Living area' }), (property) => area(property.SurfaceLiving)],
    [t({ id: 'compare.plot', message: 'Plot' }), (property) => area(property.SurfaceGround)],
    [t({ id: 'compare.epc', message: 'EPC' }), (property) => <EpcBadge source={property} />],
    ...LEGAL.filter(([field]) => found.some((property) => showsField(field, jurisdictionOf(property)))).map(
      ([field, label]): [string, (property: Property) => React.ReactNode] => [i18n._(label), (property) => legalValue(property, field)],
    ),
  ];

  return (
    <section className="compare" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="compare__heading">
        <span part="heading">{t({ id: 'compare.heading', message: 'Compare properties' })}</span>
      </Heading>
      {wanted.length < 2 ? (
        <p>
          {t({ id: 'compare.tooFew', message: 'Choose two to four properties among your favourites to compare them.' })}{' '}
          <Link href={pathFor('favourites', language)}>{t({ id: 'compare.toFavourites', message: 'My favourites' })}</Link>
        </p>
      ) : loaded === undefined ? (
        <Status>{t({ id: 'compare.loading', message: 'Loading the properties…' })}</Status>
      ) : (
        <>
          {missing > 0 ? (
            <Alert tone="info">
              <p>{t({ id: 'compare.missing', message: `${missing} of these properties could not be loaded: it may no longer be online.` })}</p>
            </Alert>
          ) : null}
          <CheckboxField
            name="soleOwnHome"
            label={t({ id: 'compare.soleOwnHome', message: 'It will be my sole own home (for the costs to buy)' })}
            checked={soleOwnHome}
            onValue={setSoleOwnHome}
          />
          {/* a region of its own that scrolls sideways on a phone: focusable, so a keyboard scrolls it too */}
          <div className="compare__scroller" role="region" aria-label={t({ id: 'compare.table', message: 'The properties side by side' })} tabIndex={0} part="table">
            <table className={`compare__table compare__table--${found.length}`}>
              <thead>
                <tr>
                  <td />
                  {found.map((property) => (
                    <th key={property.ID} scope="col">
                      <Link href={propertyPath(property, language)} className="compare__title">
                        {propertyTitle(property, language)}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, cell]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {found.map((property) => (
                      <td key={property.ID}>{cell(property)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="compare__note">
            {t({ id: 'compare.costNote', message: "The total cost to buy is an estimate: the price, the registration duties or VAT, the notary's fee and costs, by the rules in force today in the property's region, without a mortgage." })}
          </p>
        </>
      )}
    </section>
  );
}
