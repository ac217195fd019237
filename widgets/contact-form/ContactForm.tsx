import { useLingui } from '@lingui/react/macro';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { FormScreen } from '../form/FormScreen.tsx';
import { useForm } from '../form/use-form.ts';
import { siteContactForm } from '../../core/forms/kinds/site-contact.ts';

export interface ContactFormProps {
  /** what the page is about, sent along */
  subject?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the server's retention of these messages, in months */
  retentionMonths?: number;
}

export function ContactForm({ subject, headingLevel, retentionMonths, host, language }: ContactFormProps & ElementContext) {
  const { t } = useLingui();
  const about = subject?.trim().slice(0, 150) ?? '';
  const form = useForm({
    form: siteContactForm,
    host,
    language,
    fixed: { subject: about },
    subject: about,
    feedbackHref: pathFor('feedback-site-contact', language),
  });
  return (
    <FormScreen
      form={form}
      title={t({ id: 'contactForm.heading', message: 'Contact us' })}
      headingLevel={headingLevel}
      about={about ? <p className="contact-form__subject">{t({ id: 'contactForm.subject', message: `About: ${about}` })}</p> : null}
      intro={t({
        id: 'contactForm.intro',
        message: 'A question, a project, a remark? Write to us: we answer every message within two working days.',
      })}
      submitLabel={t({ id: 'contactForm.submit', message: 'Send my message' })}
      retentionMonths={retentionMonths}
    />
  );
}
