/** Under the estimate: that it is one (and of which day's rules), that we lend nothing, and the rules' sources. */
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { PurchaseCosts } from '../../core/purchase-costs/costs.ts';

export function CostNotes({ costs, today, language }: { costs: PurchaseCosts | undefined; today: string; language: Language }) {
  const { t } = useLingui();
  const date = formatDate(today, language);
  const rulesDate = costs ? formatDate(costs.rulesOf, language) : '';
  return (
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
          message: 'We are not a lender and show no interest rate: the monthly payment is worked out from the rate you type, in equal monthly instalments.',
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
  );
}
