import { useLingui } from '@lingui/react/macro';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { FormScreen } from '../form/FormScreen.tsx';
import { FileField } from '../form/FileField.tsx';
import { useForm } from '../form/use-form.ts';
import { testimonialForm } from '../../core/forms/kinds/testimonial.ts';

export interface TestimonialFormProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function TestimonialForm({ headingLevel, host, language }: TestimonialFormProps & ElementContext) {
  const { t } = useLingui();
  const form = useForm({ form: testimonialForm, host, language, feedbackHref: pathFor('feedback-testimonial', language), controls: { file: FileField } });
  return (
    <FormScreen
      form={form}
      title={t({ id: 'testimonialForm.heading', message: 'Share your experience' })}
      headingLevel={headingLevel}
      intro={t({
        id: 'testimonialForm.intro',
        message: 'Did we sell, rent or value your property? Tell future clients how it went. We publish your testimonial once we have read it.',
      })}
      submitLabel={t({ id: 'testimonialForm.submit', message: 'Send my testimonial' })}
    />
  );
}
