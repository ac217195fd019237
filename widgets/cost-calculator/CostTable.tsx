/**
 * The estimate, line by line: the price, the duties (or the VAT) with their rate, the
 * notary's bill, the credit deed's costs with a loan, the total and the monthly payment.
 * Every row is always there (a dash until it has a figure), so typing never moves what is
 * below. Under it, why the duties are what they are (rate, exemption, reduction, VAT), and
 * what the agency's own figures assume where the page gives them.
 */
import { useLingui } from '@lingui/react/macro';
import { formatEuro } from '../../core/format/currency.ts';
import { formatPercent } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { AgencyFigures, CostEstimate } from '../../core/purchase-costs/calculator.ts';
import type { CostLineKey } from '../../core/purchase-costs/costs.ts';
import { CostWhy } from './CostWhy.tsx';

export interface CostTableProps {
  result: CostEstimate;
  agency: AgencyFigures;
  language: Language;
}

export function CostTable({ result, agency, language }: CostTableProps) {
  const { t } = useLingui();
  const { costs, amount, borrowed, monthly, missing } = result;
  const euro = (value: number | undefined) => (value === undefined ? '–' : formatEuro(value, language));
  const line = (key: CostLineKey) => costs?.lines.find((item) => item.key === key);
  // the mortgage's rates are the date's, shown before a loan is typed: its lines keep their words as one is
  const rateOf = (key: CostLineKey) => {
    const found = line(key)?.rate ?? result.mortgageRates[key];
    return found === undefined ? '' : ` (${formatPercent(found, language)})`;
  };
  const hasLoan = Boolean(costs && borrowed);
  const row = (label: string, value: number | undefined, className?: string) => (
    <tr key={label} className={className}>
      <th scope="row">{label}</th>
      <td>{euro(value)}</td>
    </tr>
  );

  return (
    <div className="cost-calculator__result" part="result">
      <p className="cost-calculator__hint">
        {missing === 'region'
          ? t({ id: 'costCalculator.hintRegion', message: 'Choose the region of the property to see the estimate.' })
          : missing === 'price'
            ? t({ id: 'costCalculator.hintPrice', message: 'Type the price to see the estimate.' })
            : ''}
      </p>
      <table className="cost-calculator__table">
        <caption className="visually-hidden">{t({ id: 'costCalculator.breakdown', message: 'The costs, line by line' })}</caption>
        <tbody>
          {row(t({ id: 'costCalculator.price', message: 'Price' }), costs ? amount : undefined)}
          {line('vat')
            ? row(`${t({ id: 'costCalculator.vat', message: 'VAT on the new build' })}${rateOf('vat')}`, line('vat')?.amount)
            : row(`${t({ id: 'costCalculator.duties', message: 'Registration duties' })}${rateOf('duties')}`, line('duties')?.amount)}
          {row(t({ id: 'costCalculator.notaryFee', message: "Notary's fee" }), line('notaryFee')?.amount)}
          {row(t({ id: 'costCalculator.administrative', message: 'Administrative costs' }), line('administrative')?.amount)}
          {row(t({ id: 'costCalculator.vatOnFees', message: "VAT on the notary's fee and costs" }), line('vatOnFees')?.amount)}
          {row(t({ id: 'costCalculator.purchaseCosts', message: 'Costs of the purchase' }), costs?.purchaseCosts, 'cost-calculator__subtotal')}
          {row(`${t({ id: 'costCalculator.mortgageRegistration', message: 'Registration duty on the mortgage' })}${rateOf('mortgageRegistration')}`, hasLoan ? line('mortgageRegistration')?.amount : undefined)}
          {row(`${t({ id: 'costCalculator.mortgageInscription', message: 'Mortgage registration fee' })}${rateOf('mortgageInscription')}`, hasLoan ? line('mortgageInscription')?.amount : undefined)}
          {row(t({ id: 'costCalculator.creditNotaryFee', message: "Notary's fee for the credit deed" }), hasLoan ? line('creditNotaryFee')?.amount : undefined)}
          {row(t({ id: 'costCalculator.creditAdministrative', message: 'Administrative costs of the credit deed' }), hasLoan ? line('creditAdministrative')?.amount : undefined)}
          {row(t({ id: 'costCalculator.creditVatOnFees', message: 'VAT on the credit deed' }), hasLoan ? line('creditVatOnFees')?.amount : undefined)}
          {row(t({ id: 'costCalculator.mortgageCosts', message: 'Costs of the mortgage deed' }), hasLoan ? costs?.mortgageCosts : undefined, 'cost-calculator__subtotal')}
          {row(t({ id: 'costCalculator.total', message: 'Total, price and costs' }), costs?.total, 'cost-calculator__total')}
          {row(t({ id: 'costCalculator.monthly', message: 'Monthly payment' }), monthly, 'cost-calculator__monthly')}
        </tbody>
      </table>
      <CostWhy result={result} agency={agency} language={language} />
    </div>
  );
}
