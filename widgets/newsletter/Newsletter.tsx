import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface NewsletterProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function Newsletter({ headingLevel }: NewsletterProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="newsletter">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="newsletter__heading">
        <span part="heading">{t({ id: 'newsletter.heading', message: 'New element: newsletter' })}</span>
      </Heading>
    </section>
  );
}
