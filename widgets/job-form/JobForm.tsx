import { useLingui } from '@lingui/react/macro';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { FormScreen } from '../form/FormScreen.tsx';
import { slugTitle, useRouteParams } from '../form/page-context.ts';
import { FileField } from '../form/FileField.tsx';
import { useForm } from '../form/use-form.ts';
import { jobForm } from '../../core/forms/kinds/job.ts';

export interface JobFormProps {
  /** the job applied for; default: the job page's slug */
  position?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the server's retention of applications, in months */
  retentionMonths?: number;
}

export function JobForm({ position, headingLevel, retentionMonths, host, language }: JobFormProps & ElementContext) {
  const { t } = useLingui();
  const route = useRouteParams('agency-job-form');
  // an attribute set by a route is the slug itself: shown as words either way
  const job = slugTitle(position?.trim().includes(' ') ? position : (position?.trim() || route.slug))?.slice(0, 150);
  const form = useForm({
    form: jobForm,
    host,
    language,
    ...(job ? { fixed: { position: job } } : {}),
    subject: job ?? '',
    feedbackHref: pathFor('feedback-job-contact', language),
    controls: { file: FileField },
  });
  return (
    <FormScreen
      form={form}
      title={job ? t({ id: 'jobForm.headingPosition', message: `Apply: ${job}` }) : t({ id: 'jobForm.heading', message: 'Spontaneous application' })}
      headingLevel={headingLevel}
      intro={
        job
          ? t({ id: 'jobForm.introPosition', message: 'Tell us who you are and why this job suits you, and add your CV.' })
          : t({
              id: 'jobForm.intro',
              message: 'No vacancy that fits? Tell us who you are and what you would like to do, and add your CV: we keep it in mind.',
            })
      }
      submitLabel={t({ id: 'jobForm.submit', message: 'Send my application' })}
      retentionMonths={retentionMonths}
    />
  );
}
