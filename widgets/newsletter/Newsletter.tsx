import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core/api/errors.ts';
import { newsletter } from '../../core/api/resources/newsletter.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { FormScreen } from '../form/FormScreen.tsx';
import { useQueryParam } from '../form/page-context.ts';
import { useForm } from '../form/use-form.ts';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { newsletterForm } from '../../core/forms/kinds/newsletter.ts';

export interface NewsletterProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

type Confirmation = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; message: string };

export function Newsletter({ headingLevel, host, language }: NewsletterProps & ElementContext) {
  const { t, i18n } = useLingui();
  const token = useQueryParam('confirm');
  const api = useApi();
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(token ? { status: 'confirming' } : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm({ form: newsletterForm, host, language, initial: { language }, feedbackHref: pathFor('feedback-sign-newsletter', language) });

  // The confirmation link: the token goes to the server at once (a POST, so a link
  // scanner that only opens the link confirms nothing).
  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    setConfirmation({ status: 'confirming' });
    newsletter(api)
      .confirm(token, { signal: controller.signal })
      .then(
        () => setConfirmation({ status: 'confirmed' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setConfirmation({ status: 'failed', message: error instanceof ApiError ? error.messageId : 'error.network' });
        },
      );
    return () => controller.abort();
  }, [token, api]);

  useEffect(() => {
    if (confirmation?.status === 'confirmed' || confirmation?.status === 'failed') heading.current?.focus();
  }, [confirmation?.status]);

  if (confirmation) {
    return (
      <section className="form-screen newsletter">
        <Heading level={toHeadingLevel(headingLevel, 2)} className="form-screen__title">
          <span part="heading" ref={heading} tabIndex={-1}>
            {t({ id: 'newsletter.confirm.heading', message: 'Your subscription' })}
          </span>
        </Heading>
        {confirmation.status === 'confirming' ? (
          <Status>{t({ id: 'newsletter.confirm.busy', message: 'Confirming your subscription…' })}</Status>
        ) : confirmation.status === 'confirmed' ? (
          <Alert tone="success">
            <p>{t({ id: 'newsletter.confirm.done', message: 'Your subscription is confirmed: our next newsletter will be in your mailbox.' })}</p>
          </Alert>
        ) : (
          <>
            <Alert tone="error">
              <p>{i18n._(confirmation.message)}</p>
            </Alert>
            <p>
              <Link href={pathFor('newsletter', language)} className="button button--secondary">
                {t({ id: 'newsletter.confirm.again', message: 'Sign up again' })}
              </Link>
            </p>
          </>
        )}
      </section>
    );
  }

  return (
    <FormScreen
      form={form}
      title={t({ id: 'newsletter.heading', message: 'Our newsletter' })}
      headingLevel={headingLevel}
      intro={t({
        id: 'newsletter.intro',
        message: 'Our newest properties and projects, once a month. We first send you an e-mail to confirm your address.',
      })}
      submitLabel={t({ id: 'newsletter.submit', message: 'Subscribe' })}
    />
  );
}
