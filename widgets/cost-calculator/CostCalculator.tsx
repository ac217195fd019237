import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { knownRead } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import { formatEuro } from '../../core/format/currency.ts';
import { formatDate, formatNumber, formatPercent } from '../../core/format/numbers.ts';
import { parseAmount } from '../../core/forms/values.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { numberInvalid } from '../../core/messages/validation.ts';
import { brusselsDay } from '../../core/owner/day.ts';
import { REGIONS, type Region, regionOfZip } from '../../core/property/region.ts';
import { type CostLineKey, purchaseCosts } from '../../core/purchase-costs/costs.ts';
import { monthlyPayment } from '../../core/purchase-costs/mortgage.ts';
import type { ElementContext } from '../define/context.ts';
import { Alert, Status } from '../ui/Alert.tsx';
import { CheckboxField, ChoiceField, SelectField, TextField } from '../ui/Field.tsx';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';
import { useResource } from '../ui/api.ts';
import { useElementId } from '../define/element-id.ts';

export interface CostCalculatorProps {
  /** the property whose price and postal code it starts from */
  propertyId?: number;
  /** the price it starts from, without a property */
  price?: number;
  /** the postal code whose region it starts from, without a property */
  postalCode?: string;
  /** starts as a new build sold under VAT */
  newBuild?: boolean;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

/** Whole euros as the visitor's language writes them, for a field to start from. */
const amountText = (amount: number | null | undefined, language: Language) =>
  typeof amount === 'number' && amount > 0 ? formatNumber(amount, language, 0) : '';

/** A rate as typed, `3,5` or `3.5`; undefined for anything else. */
export function parseRate(text: string): number | undefined {
  const match = /^\s*(\d{1,2}(?:[.,]\d{1,3})?)\s*%?\s*$/.exec(text);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}

/** A term in whole years, 1 to 40. */
export function parseYears(text: string): number | undefined {
  const years = /^\s*\d{1,2}\s*$/.test(text) ? Number(text) : Number.NaN;
  return years >= 1 && years <= 40 ? years : undefined;
}

/** How long the visitor's typing rests before the new total is read out. */
const ANNOUNCE_AFTER_MS = 900;

export function CostCalculator({ propertyId, price, postalCode, newBuild, headingLevel, language }: CostCalculatorProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const level = toHeadingLevel(headingLevel, 2);
  const property = useResource<PropertySummary | undefined>(propertyId ? propertyReads.summary(propertyId, language) : knownRead(undefined));
  const loaded = property.status === 'ready' ? property.data : undefined;

  const [priceText, setPriceText] = useState(() => amountText(price, language));
  const [region, setRegion] = useState<Region | ''>(() => regionOfZip(postalCode) ?? '');
  const [soleOwnHome, setSoleOwnHome] = useState(true);
  const [isNewBuild, setNewBuild] = useState(Boolean(newBuild));
  const [loanText, setLoanText] = useState('');
  const [rateText, setRateText] = useState('');
  const [yearsText, setYearsText] = useState('25');

  // the property's price and region, once it is in (a price the agency does not publish stays the visitor's to type)
  useEffect(() => {
    if (!loaded) return;
    if (loaded.PublishPrice && loaded.Price) setPriceText(amountText(loaded.Price, language));
    setRegion(loaded.CountryID === 10 ? (regionOfZip(loaded.Zip) ?? '') : '');
  }, [loaded]);

  const amount = parseAmount(priceText);
  const borrowed = loanText.trim() === '' ? 0 : parseAmount(loanText);
  const rate = parseRate(rateText);
  const years = parseYears(yearsText);
  const today = brusselsDay(Date.now());
  const date = formatDate(today, language);
  const costs =
    amount !== undefined && region !== ''
      ? purchaseCosts({ price: amount, region, soleOwnHome, newBuild: isNewBuild, borrowed: borrowed ?? 0, deedDate: today })
      : undefined;
  const monthly = borrowed && rate !== undefined && years !== undefined ? monthlyPayment(borrowed, rate, years) : undefined;

  const euro = (value: number | undefined) => (value === undefined ? '–' : formatEuro(value, language));
  const line = (key: CostLineKey) => costs?.lines.find((item) => item.key === key);
  const rateOf = (key: CostLineKey) => {
    const found = line(key)?.rate;
    return found === undefined ? '' : ` (${formatPercent(found, language)})`;
  };

  // the total is read out once the visitor stops typing, not at every key
  const [announcement, setAnnouncement] = useState('');
  const touched = useRef(false);
  const total = euro(costs?.total);
  const payment = euro(monthly);
  const summary = costs
    ? [
        t({ id: 'costCalculator.announceTotal', message: `Total, price and costs: ${total}.` }),
        monthly !== undefined ? t({ id: 'costCalculator.announceMonthly', message: `Monthly payment: ${payment}.` }) : '',
      ].join(' ')
    : '';
  useEffect(() => {
    if (!touched.current) return undefined;
    const timer = setTimeout(() => setAnnouncement(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      touched.current = true;
      set(value);
    };

  const regionNames: Record<Region, string> = {
    flanders: t({ id: 'costCalculator.region.flanders', message: 'Flanders' }),
    wallonia: t({ id: 'costCalculator.region.wallonia', message: 'Wallonia' }),
    brussels: t({ id: 'costCalculator.region.brussels', message: 'Brussels' }),
  };
  const rulesDate = costs ? formatDate(costs.rulesOf, language) : '';
  const title = loaded?.Title?.[language] ?? Object.values(loaded?.Title ?? {}).find(Boolean);

  const purchaseRows: [string, number | undefined][] = [
    [
      costs && line('vat')
        ? `${t({ id: 'costCalculator.vat', message: 'VAT on the new build' })}${rateOf('vat')}`
        : `${t({ id: 'costCalculator.duties', message: 'Registration duties' })}${rateOf('duties')}`,
      (line('vat') ?? line('duties'))?.amount,
    ],
    [t({ id: 'costCalculator.notaryFee', message: "Notary's fee" }), line('notaryFee')?.amount],
    [t({ id: 'costCalculator.administrative', message: 'Administrative costs' }), line('administrative')?.amount],
    [t({ id: 'costCalculator.vatOnFees', message: "VAT on the notary's fee and costs" }), line('vatOnFees')?.amount],
  ];
  const mortgageRows: [string, number | undefined][] = [
    [`${t({ id: 'costCalculator.mortgageRegistration', message: 'Registration duty on the mortgage' })}${rateOf('mortgageRegistration')}`, line('mortgageRegistration')?.amount],
    [`${t({ id: 'costCalculator.mortgageInscription', message: 'Mortgage registration fee' })}${rateOf('mortgageInscription')}`, line('mortgageInscription')?.amount],
    [t({ id: 'costCalculator.creditNotaryFee', message: "Notary's fee for the credit deed" }), line('creditNotaryFee')?.amount],
    [t({ id: 'costCalculator.creditAdministrative', message: 'Administrative costs of the credit deed' }), line('creditAdministrative')?.amount],
    [t({ id: 'costCalculator.creditVatOnFees', message: 'VAT on the credit deed' }), line('creditVatOnFees')?.amount],
  ];
  const hasLoan = Boolean(costs && borrowed);

  const hint = !region
    ? t({ id: 'costCalculator.hintRegion', message: 'Choose the region of the property to see the estimate.' })
    : amount === undefined
      ? t({ id: 'costCalculator.hintPrice', message: 'Type the price to see the estimate.' })
      : '';

  return (
    <section className="cost-calculator" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="cost-calculator__heading">
        <span part="heading">{t({ id: 'costCalculator.heading', message: 'What it costs to buy' })}</span>
      </Heading>
      {title ? <p className="cost-calculator__property">{title}</p> : null}
      {property.status === 'error' ? (
        <Alert tone="error">
          <p className="alert__text">{i18n._(property.error.messageId)}</p>
        </Alert>
      ) : null}

      <form className="cost-calculator__form" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="cost-calculator__group">
          <legend className="cost-calculator__legend">{t({ id: 'costCalculator.purchase', message: 'Your purchase' })}</legend>
          <TextField
            name="price"
            label={t({ id: 'costCalculator.price', message: 'Price' })}
            inputMode="numeric"
            autoComplete="off"
            value={priceText}
            error={priceText.trim() !== '' && amount === undefined ? numberInvalid.id : undefined}
            onValue={edit(setPriceText)}
          />
          <SelectField
            name="region"
            label={t({ id: 'costCalculator.region', message: 'Region' })}
            value={region}
            placeholder={t({ id: 'costCalculator.regionChoose', message: 'Choose the region' })}
            options={REGIONS.map((value) => ({ value, label: regionNames[value] }))}
            onValue={edit((value: string) => setRegion((REGIONS as readonly string[]).includes(value) ? (value as Region) : ''))}
          />
          <ChoiceField
            name="soleOwnHome"
            label={t({ id: 'costCalculator.soleOwnHome', message: 'Will it be your only home, and will you live in it?' })}
            hint={t({
              id: 'costCalculator.soleOwnHomeHint',
              message: 'You own no other home in full (or will sell it in time) and will make it your main residence.',
            })}
            value={[soleOwnHome ? 'yes' : 'no']}
            options={[
              { value: 'yes', label: t({ id: 'costCalculator.yes', message: 'Yes' }) },
              { value: 'no', label: t({ id: 'costCalculator.no', message: 'No' }) },
            ]}
            onValue={edit((value: string[]) => setSoleOwnHome(value[0] !== 'no'))}
          />
          <CheckboxField
            name="newBuild"
            label={t({ id: 'costCalculator.newBuild', message: 'A new build sold with VAT' })}
            checked={isNewBuild}
            onValue={edit(setNewBuild)}
          />
        </fieldset>

        <fieldset className="cost-calculator__group">
          <legend className="cost-calculator__legend">{t({ id: 'costCalculator.loan', message: 'Your mortgage' })}</legend>
          <TextField
            name="borrowed"
            label={t({ id: 'costCalculator.borrowed', message: 'Amount you borrow' })}
            inputMode="numeric"
            autoComplete="off"
            value={loanText}
            error={borrowed === undefined ? numberInvalid.id : undefined}
            onValue={edit(setLoanText)}
          />
          <TextField
            name="rate"
            label={t({ id: 'costCalculator.rate', message: 'Yearly interest rate (%)' })}
            hint={t({ id: 'costCalculator.rateHint', message: 'The rate your lender offers you: we show no rate of our own.' })}
            inputMode="decimal"
            autoComplete="off"
            value={rateText}
            error={rateText.trim() !== '' && rate === undefined ? numberInvalid.id : undefined}
            onValue={edit(setRateText)}
          />
          <TextField
            name="years"
            label={t({ id: 'costCalculator.years', message: 'Term in years' })}
            inputMode="numeric"
            autoComplete="off"
            value={yearsText}
            error={yearsText.trim() !== '' && years === undefined ? numberInvalid.id : undefined}
            onValue={edit(setYearsText)}
          />
        </fieldset>
      </form>

      <div className="cost-calculator__result" part="result">
        <p className="cost-calculator__hint">{hint}</p>
        <table className="cost-calculator__table">
          <caption className="visually-hidden">{t({ id: 'costCalculator.breakdown', message: 'The costs, line by line' })}</caption>
          <tbody>
            <tr>
              <th scope="row">{t({ id: 'costCalculator.price', message: 'Price' })}</th>
              <td>{euro(costs ? amount : undefined)}</td>
            </tr>
            {purchaseRows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{euro(value)}</td>
              </tr>
            ))}
            <tr className="cost-calculator__subtotal">
              <th scope="row">{t({ id: 'costCalculator.purchaseCosts', message: 'Costs of the purchase' })}</th>
              <td>{euro(costs?.purchaseCosts)}</td>
            </tr>
            {mortgageRows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{euro(hasLoan ? value : undefined)}</td>
              </tr>
            ))}
            <tr className="cost-calculator__subtotal">
              <th scope="row">{t({ id: 'costCalculator.mortgageCosts', message: 'Costs of the mortgage deed' })}</th>
              <td>{euro(hasLoan ? costs?.mortgageCosts : undefined)}</td>
            </tr>
            <tr className="cost-calculator__total">
              <th scope="row">{t({ id: 'costCalculator.total', message: 'Total, price and costs' })}</th>
              <td>{total}</td>
            </tr>
            <tr className="cost-calculator__monthly">
              <th scope="row">{t({ id: 'costCalculator.monthly', message: 'Monthly payment' })}</th>
              <td>{payment}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <Status visuallyHidden>{announcement}</Status>

      <div className="cost-calculator__notes" part="notes">
        <p>
          {t({
            id: 'costCalculator.estimate',
            message: `This is an estimate by the rules in force on ${date}, not an offer: the notary's statement is what you will pay. It leaves out the searches and registry fees the notary advances (a few hundred euros).`,
          })}
        </p>
        <p>
          {t({
            id: 'costCalculator.creditNote',
            message:
              'We are not a lender and show no interest rate: the monthly payment is worked out from the rate you type, in equal monthly instalments.',
          })}
        </p>
        <details className="cost-calculator__sources">
          <summary>{t({ id: 'costCalculator.sources', message: 'Sources of the rules' })}</summary>
          {costs ? (
            <>
              <p>{t({ id: 'costCalculator.rulesOf', message: `The latest of these rules holds from ${rulesDate}.` })}</p>
              <ul>
                {costs.sources.map((source) => (
                  <li key={source}>
                    <a href={source} rel="noopener noreferrer" target="_blank">
                      {new URL(source).hostname}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </details>
      </div>
    </section>
  );
}
