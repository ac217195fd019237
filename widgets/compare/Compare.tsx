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
import { formatDate, formatNumber } from '../../core/format/numbers.ts';
import { priceLine } from '../../core/format/price.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { brusselsDay } from '../../core/owner/day.ts';
import * as stateMessages from '../../core/messages/state.ts';
import * as answerMessages from '../../core/messages/answer.ts';
import { goalOf } from '../../core/property/goal.ts';
import { jurisdictionOf, showsField } from '../../core/property/legal.ts';
import { regionOfZip } from '../../core/property/region.ts';
import { propertyTitle } from '../../core/property/title.ts';
import type { Property } from '../../core/property/types.ts';
import { purchaseCosts } from '../../core/purchase-costs/costs.ts';
import { pathFor, propertyPath } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { useElementId } from '../define/element-id.ts';
import { useAgencyStore } from '../define/page-context.ts';
import { useQueryParam } from '../form/page-context.ts';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { EpcBadge } from '../property/EpcBadge.tsx';
import { CheckboxField } from '../ui/controls/Field.tsx';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { Link } from '../ui/navigation/Link.tsx';

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

/**
 * The legal rows: the fields of the detail page's planning and judicial groups
 * (core/property/attributes.ts; Compare.test.tsx holds the two equal), named as the detail
 * page names them. Written out here rather than read from there, which would move the
 * detail page's whole attribute table into a file both pages load. Every id is written
 * out too: the build finds the texts an element shows by reading its code.
 */
export const LEGAL_LABELS: Readonly<Partial<Record<keyof Property, string>>> = {
  PlanningInformation: 'propertyDetail.attribute.PlanningInformation',
  Permit: 'propertyDetail.attribute.Permit',
  AllotmentPermit: 'propertyDetail.attribute.AllotmentPermit',
  PreemptiveRights: 'propertyDetail.attribute.PreemptiveRights',
  Summons: 'propertyDetail.attribute.Summons',
  FloodZone: 'propertyDetail.attribute.FloodZone',
  FloodRiskArea: 'propertyDetail.attribute.FloodRiskArea',
  RiparianZone: 'propertyDetail.attribute.RiparianZone',
  FloodPScore: 'propertyDetail.attribute.FloodPScore',
  FloodGScore: 'propertyDetail.attribute.FloodGScore',
  Servitudes: 'propertyDetail.attribute.Servitudes',
  AsbestosType: 'propertyDetail.attribute.AsbestosType',
  AsbestosDate: 'propertyDetail.attribute.AsbestosDate',
  SoilCertificate: 'propertyDetail.attribute.SoilCertificate',
  ElectricityCertificate: 'propertyDetail.attribute.ElectricityCertificate',
  GasCertificate: 'propertyDetail.attribute.GasCertificate',
  Inventory: 'propertyDetail.attribute.Inventory',
  JudicialDecision: 'propertyDetail.attribute.JudicialDecision',
};

/** An estimate's total to the hundred euros: its cents (and its units) claim a precision the rules' assumptions do not have. */
export const roundEstimate = (amount: number) => Math.round(amount / 100) * 100;

export function Compare({ ids, headingLevel, language }: CompareProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const api = useApi();
  const fromPage = useQueryParam('ids');
  const wanted = compareIds(ids ?? fromPage);
  const key = wanted.join(',');
  const [loaded, setLoaded] = useState<readonly (Property | ApiError)[]>();
  const [soleOwnHome, setSoleOwnHome] = useState(true);
  const marqueeIgnore = useAgencyStore((state) => state.config.marqueeIgnore);

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
  const area = (value: number | null) => (value ? `${formatNumber(value, language)} m²` : dash);
  const count = (value: number | null) => (value === null ? dash : formatNumber(value, language));
  // the detail page's words for the same values: yes, no, on request (a judicial decision's 2), a date, a text
  const legalValue = (property: Property, field: keyof Property): string => {
    const value = property[field] as unknown;
    if (!showsField(field, jurisdictionOf(property)) || value === null || value === undefined || value === '') return dash;
    if (typeof value === 'boolean') return i18n._(value ? answerMessages.yes.id : answerMessages.no.id);
    if (field === 'JudicialDecision') return i18n._(value === 1 ? answerMessages.yes.id : value === 2 ? answerMessages.onRequest.id : answerMessages.no.id);
    if (field === 'AsbestosDate' && typeof value === 'string') return formatDate(value, language) || dash;
    if (typeof value === 'object') return textIn(value as never, language) || dash;
    return String(value);
  };
  const totalCost = (property: Property) => {
    const region = property.CountryID === 10 ? regionOfZip(property.Zip) : null;
    if (goalOf(property.Goal) !== 'FOR_SALE' || !property.PublishPrice || !property.Price || !region) return dash;
    const costs = purchaseCosts({ price: property.Price, region, soleOwnHome, newBuild: Boolean(property.VatRegime), borrowed: 0, deedDate: today });
    return costs ? formatEuro(roundEstimate(costs.total), language) : dash;
  };
  const price = (property: Property) => priceLine(property, language, marqueeIgnore) ?? i18n._(stateMessages.priceOnRequest.id);
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
    // a legal row where one of the properties has a value under its region's law
    ...(Object.entries(LEGAL_LABELS) as [keyof Property, string][])
      .filter(([field]) => found.some((property) => legalValue(property, field) !== dash))
      .map(([field, label]): [string, (property: Property) => React.ReactNode] => [i18n._(label), (property) => legalValue(property, field)]),
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
          {/* on a phone three or four properties are wider than the screen: the next one shows at the edge, and this says so */}
          {found.length > 2 ? (
            <p className="compare__cue" aria-hidden="true">
              <span className="compare__cue-touch">
                {t({ id: 'compare.cueTouch', message: `Swipe sideways to see all ${found.length} properties` })}
              </span>
              <span className="compare__cue-pointer">
                {t({ id: 'compare.cuePointer', message: `Scroll sideways to see all ${found.length} properties` })}
              </span>{' '}
              <span className="compare__cue-arrow">→</span>
            </p>
          ) : null}
          {/*
           * A region of its own that scrolls sideways when it must: focusable, so a keyboard
           * scrolls it too. Its rows become grids on a narrow screen (each name on a line of its
           * own above the values): the roles keep it a table for assistive technology.
           */}
          <div className="compare__scroller" role="region" aria-label={t({ id: 'compare.table', message: 'The properties side by side' })} tabIndex={0} part="table">
            <table className={`compare__table compare__table--${found.length}`} role="table">
              <thead role="rowgroup">
                <tr role="row">
                  <td className="compare__corner" role="cell" />
                  {found.map((property) => (
                    <th key={property.ID} scope="col" role="columnheader">
                      <Link href={propertyPath(property, language)} className="compare__title">
                        {propertyTitle(property, language)}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {rows.map(([label, cell]) => (
                  <tr key={label} role="row">
                    <th scope="row" role="rowheader">
                      <span>{label}</span>
                    </th>
                    {found.map((property) => (
                      <td key={property.ID} role="cell">
                        {cell(property)}
                      </td>
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
