import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface ContactFormProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function ContactForm({ headingLevel }: ContactFormProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="contact-form">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="contact-form__heading">
        <span part="heading">{t({ id: 'contactForm.heading', message: 'New element: contact form' })}</span>
      </Heading>
    </section>
  );
}
