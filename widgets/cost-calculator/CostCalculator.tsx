/**
 * The calculator on screen, bound to its controller (core/purchase-costs/calculator.ts,
 * where what the visitor typed, the estimate, the notes and the read-out live): the form,
 * the estimate line by line with why, and the notes. Started from a property (its id, or
 * the price, postal code and VAT regime a page gives it), and told the agency's own
 * figures of the listing, it says what those assume.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { knownRead } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import { formatEuro } from '../../core/format/currency.ts';
import { brusselsDay } from '../../core/owner/day.ts';
import type { Region } from '../../core/property/region.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { createCostCalculator } from '../../core/purchase-costs/calculator.ts';
import type { ElementContext } from '../define/context.ts';
import { useElementId } from '../define/element-id.ts';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { CostForm } from './CostForm.tsx';
import { CostNotes } from './CostNotes.tsx';
import { CostTable } from './CostTable.tsx';

export interface CostCalculatorProps {
  /** the property whose price and postal code it starts from */
  propertyId?: number;
  /** the price it starts from, without a property */
  price?: number;
  /** the postal code whose region it starts from, without a property */
  postalCode?: string;
  /** starts as a new build sold under VAT */
  newBuild?: boolean;
  /** the registration duties the listing gives: the calculator says what they assume */
  agencyDuties?: number;
  /** the notary's costs with VAT the listing gives */
  agencyNotary?: number;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function CostCalculator(props: CostCalculatorProps & ElementContext) {
  const { propertyId, price, postalCode, newBuild, agencyDuties, agencyNotary, language } = props;
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const property = useResource<PropertySummary | undefined>(propertyId ? propertyReads.summary(propertyId, language) : knownRead(undefined));
  const today = brusselsDay(Date.now());
  const calculator = useMemo(
    () => createCostCalculator({ price, postalCode, newBuild, language, deedDate: today, agency: { duties: agencyDuties, notary: agencyNotary } }),
    [price, postalCode, newBuild, agencyDuties, agencyNotary],
  );
  calculator.setLanguage(language);
  useEffect(() => () => calculator.dispose(), [calculator]);
  const loaded = property.status === 'ready' ? property.data : undefined;
  // the property's price and region, once it is in
  useEffect(() => {
    if (loaded) calculator.fromProperty(loaded);
  }, [loaded, calculator]);
  const state = useStore(calculator.store);
  const result = useMemo(() => calculator.estimate(), [calculator, state]);

  const regionNames: Record<Region, string> = {
    flanders: t({ id: 'costCalculator.region.flanders', message: 'Flanders' }),
    wallonia: t({ id: 'costCalculator.region.wallonia', message: 'Wallonia' }),
    brussels: t({ id: 'costCalculator.region.brussels', message: 'Brussels' }),
  };
  const title = loaded?.Title?.[language] ?? Object.values(loaded?.Title ?? {}).find(Boolean);
  const { announcement } = state;
  const total = announcement ? formatEuro(announcement.total, language) : '';
  const payment = announcement?.monthly === undefined ? '' : formatEuro(announcement.monthly, language);

  return (
    <section className="cost-calculator" aria-labelledby={headingId}>
      <Heading level={toHeadingLevel(props.headingLevel, 2)} id={headingId} className="cost-calculator__heading">
        <span part="heading">{t({ id: 'costCalculator.heading', message: 'What it costs to buy' })}</span>
      </Heading>
      {title ? <p className="cost-calculator__property">{title}</p> : null}
      {property.status === 'error' ? (
        <Alert tone="error">
          <p className="alert__text">{i18n._(property.error.messageId)}</p>
        </Alert>
      ) : null}
      <CostForm calculator={calculator} fields={state} errors={result.errors} regionNames={regionNames} />
      <CostTable result={result} agency={{ duties: agencyDuties, notary: agencyNotary }} language={language} />
      {/* the total is read out once the visitor stops typing, not at every key */}
      <Status visuallyHidden>
        {announcement
          ? [
              t({ id: 'costCalculator.announceTotal', message: `Total, price and costs: ${total}.` }),
              payment ? t({ id: 'costCalculator.announceMonthly', message: `Monthly payment: ${payment}.` }) : '',
            ].join(' ')
          : ''}
      </Status>
      <CostNotes costs={result.costs} today={today} language={language} />
    </section>
  );
}
