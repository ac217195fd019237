import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core/api/errors.ts';
import { lists } from '../../core/api/resources/lists.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as successMessages from '../../core/messages/success.ts';
import type { ElementContext } from '../define/context.ts';
import { useQueryParam } from '../form/page-context.ts';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { useElementId } from '../define/element-id.ts';

export interface UnsubscribeProps {
  /** default: the `token` query parameter */
  token?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

type State = { status: 'ready' } | { status: 'sending' } | { status: 'done' } | { status: 'failed'; message: string };

export function Unsubscribe({ token, headingLevel }: UnsubscribeProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const fromPage = useQueryParam('token');
  const value = token?.trim() || fromPage;
  const api = useApi();
  const [state, setState] = useState<State>({ status: 'ready' });
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'done' || state.status === 'failed') result.current?.focus();
  }, [state.status]);

  const unsubscribe = () => {
    if (!value || state.status === 'sending') return;
    setState({ status: 'sending' });
    lists(api)
      .unsubscribe(value)
      .then(
        () => setState({ status: 'done' }),
        (error: unknown) => setState({ status: 'failed', message: error instanceof ApiError ? error.messageId : 'error.network' }),
      );
  };

  return (
    <section className="form-screen unsubscribe" aria-labelledby={headingId}>
      <Heading level={toHeadingLevel(headingLevel, 2)} id={headingId} className="form-screen__title">
        <span part="heading">{t({ id: 'unsubscribe.heading', message: 'Unsubscribe' })}</span>
      </Heading>
      {!value || (state.status === 'failed' && state.message === errorMessages.linkInvalid.id) ? (
        // a dead link stays dead: no button to press again, but what to do instead
        <div ref={result} tabIndex={-1} className="unsubscribe__result">
          <Alert tone="error">
            <p>{i18n._(errorMessages.linkInvalid.id)}</p>
            <p>
              {t({
                id: 'unsubscribe.deadLink',
                message: 'If you still receive our e-mails, use the unsubscribe link in the most recent one.',
              })}
            </p>
          </Alert>
        </div>
      ) : state.status === 'done' ? (
        <div ref={result} tabIndex={-1} className="unsubscribe__result">
          <Alert tone="success">
            <p>{i18n._(successMessages.unsubscribed.id)}</p>
          </Alert>
        </div>
      ) : (
        <>
          <p className="form-screen__intro">
            {t({ id: 'unsubscribe.intro', message: 'Click the button to stop receiving these e-mails. We then delete your address.' })}
          </p>
          {state.status === 'failed' ? (
            <div ref={result} tabIndex={-1} className="unsubscribe__result">
              <Alert tone="error">
                <p>{i18n._(state.message)}</p>
              </Alert>
            </div>
          ) : null}
          <div className="form__actions">
            <button type="button" className="button" part="submit" aria-disabled={state.status === 'sending' ? 'true' : undefined} onClick={unsubscribe}>
              {state.status === 'sending' ? <span className="spinner" aria-hidden="true" /> : null}
              {t({ id: 'unsubscribe.submit', message: 'Unsubscribe' })}
            </button>
            <Status>{state.status === 'sending' ? t({ id: 'unsubscribe.sending', message: 'Unsubscribing…' }) : null}</Status>
          </div>
        </>
      )}
    </section>
  );
}
