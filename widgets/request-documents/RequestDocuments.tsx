import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';

export interface RequestDocumentsProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function RequestDocuments({ headingLevel }: RequestDocumentsProps & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="request-documents">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="request-documents__heading">
        <span part="heading">{t({ id: 'requestDocuments.heading', message: 'New element: request documents' })}</span>
      </Heading>
    </section>
  );
}
