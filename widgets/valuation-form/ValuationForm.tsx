import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface ValuationFormProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function ValuationForm({ headingLevel }: ValuationFormProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="valuation-form">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="valuation-form__heading">
        <span part="heading">{t({ id: 'valuationForm.heading', message: 'New element: valuation form' })}</span>
      </Heading>
    </section>
  );
}
