import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { useAboutProperty } from '../property/AboutProperty.tsx';
import { FormScreen } from '../form/FormScreen.tsx';
import { useRouteParams } from '../form/page-context.ts';
import { thankYouHref } from '../form/navigation.ts';
import { useForm } from '../form/use-form.ts';
import { parseId } from '../../core/routing/id.ts';
import { documentsForm } from '../../core/forms/kinds/documents.ts';

export interface RequestDocumentsProps {
  /** default: the id in the page's path */
  propertyId?: number;
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the server's retention of these requests, in months */
  retentionMonths?: number;
}

export function RequestDocuments({ propertyId, headingLevel, retentionMonths, host, language }: RequestDocumentsProps & ElementContext) {
  const { t } = useLingui();
  const route = useRouteParams('agency-request-documents');
  const id = parseId(propertyId) ?? route.id;
  const state = useAboutProperty('documents', id, language, true);
  const form = useForm({
    form: documentsForm,
    host,
    language,
    fixed: { propertyId: id },
    subject: String(id ?? ''),
    feedbackHref: thankYouHref('documents', language, id),
  });
  return (
    <FormScreen
      form={form}
      title={t({ id: 'requestDocuments.heading', message: 'Request the documents' })}
      headingLevel={headingLevel}
      about={state.about}
      blocked={state.blocked}
      intro={t({
        id: 'requestDocuments.intro',
        message: 'We e-mail you the documents of this property (plans, certificates, planning information) right away.',
      })}
      submitLabel={t({ id: 'requestDocuments.submit', message: 'Send me the documents' })}
      retentionMonths={retentionMonths}
    />
  );
}
