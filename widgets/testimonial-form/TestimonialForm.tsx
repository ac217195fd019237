import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface TestimonialFormProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function TestimonialForm({ headingLevel }: TestimonialFormProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="testimonial-form">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="testimonial-form__heading">
        <span part="heading">{t({ id: 'testimonialForm.heading', message: 'New element: testimonial form' })}</span>
      </Heading>
    </section>
  );
}
