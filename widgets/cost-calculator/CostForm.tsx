/**
 * What the visitor says of their purchase and mortgage: the price (written as their
 * language writes numbers once they leave the field), the region, "only home", a new
 * build under VAT; the amount borrowed, the rate their lender offers, the term.
 */
import { useLingui } from '@lingui/react/macro';
import type { CalculatorFields, CostCalculator, CostEstimate } from '../../core/purchase-costs/calculator.ts';
import { REGIONS, type Region } from '../../core/property/region.ts';
import { CheckboxField, ChoiceField, SelectField, TextField } from '../ui/controls/Field.tsx';

export interface CostFormProps {
  calculator: CostCalculator;
  fields: CalculatorFields;
  errors: CostEstimate['errors'];
  regionNames: Record<Region, string>;
}

export function CostForm({ calculator, fields, errors, regionNames }: CostFormProps) {
  const { t } = useLingui();
  const set = <K extends keyof CalculatorFields>(field: K) => (value: CalculatorFields[K]) => calculator.set(field, value);
  // an amount in euro, written as the visitor's language writes numbers once they leave it
  const amount = (field: 'price' | 'borrowed', label: string) => (
    <TextField
      name={field}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={fields[field]}
      error={errors[field]}
      onValue={set(field)}
      onBlur={() => calculator.leave(field)}
    />
  );
  return (
    <form className="cost-calculator__form" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="cost-calculator__group">
        <legend className="cost-calculator__legend">{t({ id: 'costCalculator.purchase', message: 'Your purchase' })}</legend>
        {amount('price', t({ id: 'costCalculator.price', message: 'Price' }))}
        <SelectField
          name="region"
          label={t({ id: 'costCalculator.region', message: 'Region' })}
          value={fields.region}
          placeholder={t({ id: 'costCalculator.regionChoose', message: 'Choose the region' })}
          options={REGIONS.map((value) => ({ value, label: regionNames[value] }))}
          onValue={(value) => calculator.set('region', value as Region)}
        />
        <ChoiceField
          name="soleOwnHome"
          label={t({ id: 'costCalculator.soleOwnHome', message: 'Will it be your only home, and will you live in it?' })}
          hint={t({
            id: 'costCalculator.soleOwnHomeHint',
            message: 'You own no other home in full (or will sell it in time) and will make it your main residence.',
          })}
          value={[fields.soleOwnHome ? 'yes' : 'no']}
          options={[
            { value: 'yes', label: t({ id: 'costCalculator.yes', message: 'Yes' }) },
            { value: 'no', label: t({ id: 'costCalculator.no', message: 'No' }) },
          ]}
          onValue={(value) => calculator.set('soleOwnHome', value[0] !== 'no')}
        />
        <CheckboxField name="newBuild" label={t({ id: 'costCalculator.newBuild', message: 'A new build sold with VAT' })} checked={fields.newBuild} onValue={set('newBuild')} />
      </fieldset>

      <fieldset className="cost-calculator__group">
        <legend className="cost-calculator__legend">{t({ id: 'costCalculator.loan', message: 'Your mortgage' })}</legend>
        {amount('borrowed', t({ id: 'costCalculator.borrowed', message: 'Amount you borrow' }))}
        <TextField
          name="rate"
          label={t({ id: 'costCalculator.rate', message: 'Yearly interest rate (%)' })}
          hint={t({ id: 'costCalculator.rateHint', message: 'The rate your lender offers you: we show no rate of our own.' })}
          inputMode="decimal"
          autoComplete="off"
          value={fields.rate}
          error={errors.rate}
          onValue={set('rate')}
        />
        <TextField
          name="years"
          label={t({ id: 'costCalculator.years', message: 'Term in years' })}
          inputMode="numeric"
          autoComplete="off"
          value={fields.years}
          error={errors.years}
          onValue={set('years')}
        />
      </fieldset>
    </form>
  );
}
