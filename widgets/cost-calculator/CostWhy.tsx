/**
 * Why the duties are what they are (core/purchase-costs/notes.ts): the reduced rate of an
 * only home or the full rate, Brussels' exempt first part of the price and when it does not
 * apply, Flanders' reduction for a modest home, VAT instead of duties; then what the
 * agency's own figures of the listing assume, beside the estimate.
 */
import { useLingui } from '@lingui/react/macro';
import { formatEuro } from '../../core/format/currency.ts';
import { formatPercent } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { AgencyFigures, CostEstimate } from '../../core/purchase-costs/calculator.ts';
import type { CostNote } from '../../core/purchase-costs/notes.ts';

export interface CostWhyProps {
  result: CostEstimate;
  agency: AgencyFigures;
  language: Language;
}

export function CostWhy({ result, agency, language }: CostWhyProps) {
  const { t } = useLingui();
  const euro = (value: number) => formatEuro(value, language);
  const percent = (value: number) => formatPercent(value, language);

  const noteText = (note: CostNote): string => {
    switch (note.kind) {
      case 'soleOwnHomeRate': {
        const [rate, otherRate] = [percent(note.rate), percent(note.otherRate)];
        return t({ id: 'costCalculator.note.soleOwnHomeRate', message: `Duties of ${rate}, the rate of a home that will be your only one and where you will live; ${otherRate} otherwise.` });
      }
      case 'standardRate': {
        const [rate, otherRate] = [percent(note.rate), percent(note.otherRate)];
        return t({ id: 'costCalculator.note.standardRate', message: `Duties of ${rate}: it will not be your only home, or you will not live in it. Your only home would pay ${otherRate}.` });
      }
      case 'exemption': {
        const [amount, maxPrice, exempt] = [euro(note.amount), euro(note.maxPrice), euro(note.exempt)];
        return t({
          id: 'costCalculator.note.exemption',
          message: `Exemption: the first ${amount} of the price of your only home are free of duties when it costs at most ${maxPrice}. Here ${exempt} of the price is exempt.`,
        });
      }
      case 'exemptionPriceAbove': {
        const [amount, maxPrice] = [euro(note.amount), euro(note.maxPrice)];
        return t({ id: 'costCalculator.note.exemptionPriceAbove', message: `No exemption: the first ${amount} are free of duties only for an only home that costs at most ${maxPrice}.` });
      }
      case 'exemptionSoleOwnHome': {
        const [amount, maxPrice] = [euro(note.amount), euro(note.maxPrice)];
        return t({ id: 'costCalculator.note.exemptionSoleOwnHome', message: `No exemption: the first ${amount} are free of duties only for your only home, when it costs at most ${maxPrice}.` });
      }
      case 'reduction': {
        const [amount, maxPrice] = [euro(note.amount), euro(note.maxPrice)];
        return t({ id: 'costCalculator.note.reduction', message: `Reduction: ${amount} less in duties on a modest only home, one that costs at most ${maxPrice}.` });
      }
      case 'vat': {
        const rate = percent(note.rate);
        return t({ id: 'costCalculator.note.vat', message: `A new build sold with VAT: ${rate} VAT on the price, and no registration duties.` });
      }
    }
  };

  const readings: string[] = [];
  const duties = result.agency.duties;
  if (duties && agency.duties) {
    const figure = euro(agency.duties);
    if (duties.kind === 'same') readings.push(t({ id: 'costCalculator.agency.dutiesSame', message: `The agency’s figure for the registration duties is the same: ${figure}.` }));
    else if (duties.kind === 'otherAnswer' && !duties.soleOwnHome)
      readings.push(t({ id: 'costCalculator.agency.dutiesNotOnlyHome', message: `The agency’s figure for the registration duties, ${figure}, is what a buyer pays for whom it will not be their only home.` }));
    else if (duties.kind === 'otherAnswer')
      readings.push(t({ id: 'costCalculator.agency.dutiesOnlyHome', message: `The agency’s figure for the registration duties, ${figure}, is what a buyer pays for their only home.` }));
    else if (duties.kind === 'wholePrice') {
      const rate = percent(duties.rate);
      readings.push(t({ id: 'costCalculator.agency.dutiesWholePrice', message: `The agency’s figure for the registration duties, ${figure}, is ${rate} of the whole price, without the exemption or reduction you may be entitled to.` }));
    } else readings.push(t({ id: 'costCalculator.agency.dutiesUnknown', message: `The agency’s figure for the registration duties, ${figure}, does not say what it assumes; the estimate follows the rules in force.` }));
  }
  if (result.agency.notary && agency.notary) {
    const figure = euro(agency.notary);
    readings.push(
      result.agency.notary === 'same'
        ? t({ id: 'costCalculator.agency.notarySame', message: `The agency’s figure for the notary is the same: ${figure}.` })
        : t({
            id: 'costCalculator.agency.notaryUnknown',
            message: `The agency’s figure for the notary, ${figure} with VAT, does not say how it was reckoned (it may include the searches and fees the notary advances); the estimate follows the notaries’ legal scale.`,
          }),
    );
  }

  const lines = [...result.notes.map(noteText), ...readings];
  return lines.length > 0 ? (
    <ul className="cost-calculator__why" part="why">
      {lines.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  ) : null;
}
