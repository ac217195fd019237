import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface JobFormProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function JobForm({ headingLevel }: JobFormProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="job-form">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="job-form__heading">
        <span part="heading">{t({ id: 'jobForm.heading', message: 'New element: job form' })}</span>
      </Heading>
    </section>
  );
}
