import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface UnsubscribeProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function Unsubscribe({ headingLevel }: UnsubscribeProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="unsubscribe">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="unsubscribe__heading">
        <span part="heading">{t({ id: 'unsubscribe.heading', message: 'New element: unsubscribe' })}</span>
      </Heading>
    </section>
  );
}
