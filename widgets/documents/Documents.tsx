import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface DocumentsProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function Documents({ headingLevel }: DocumentsProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="documents">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="documents__heading">
        <span part="heading">{t({ id: 'documents.heading', message: 'New element: documents' })}</span>
      </Heading>
    </section>
  );
}
