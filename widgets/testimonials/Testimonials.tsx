import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface TestimonialsProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function Testimonials({ headingLevel }: TestimonialsProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="testimonials">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="testimonials__heading">
        <span part="heading">{t({ id: 'testimonials.heading', message: 'New element: testimonials' })}</span>
      </Heading>
    </section>
  );
}
