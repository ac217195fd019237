/**
 * The purchase offer (spec §3): the amount in digits, written out in words for the
 * visitor in their language (or compared with what they type themselves), how long the
 * offer holds, where and when it is signed, its conditions, and the buyers. The 10 %
 * deposit of spec §9 and what the validity period means are said before the visitor types.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { ApiError, errorMessageId } from '../../core/api/errors.ts';
import { properties } from '../../core/api/resources/properties.ts';
import { amountInWords, amountWordsMatch } from '../../core/format/amount-in-words.ts';
import { parseAmount } from '../../core/forms/values.ts';
import * as actionMessages from '../../core/messages/action.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as fieldMessages from '../../core/messages/field.ts';
import * as termsMessages from '../../core/messages/terms.ts';
import * as validationMessages from '../../core/messages/validation.ts';
import { requestRefusal } from '../../core/property/availability.ts';
import type { PropertySummary as Summary } from '../../core/property/types.ts';
import { FEEDBACK_PARAMS, feedbackRoute } from '../../core/routing/feedback.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { Form } from '../form/Form.tsx';
import { useForm } from '../form/use-form.ts';
import { PropertySummary } from '../property-request/PropertySummary.tsx';
import { Alert } from '../ui/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { TextField } from '../ui/Field.tsx';
import { Heading, toHeadingLevel } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { useRouteId } from '../ui/use-route-id.ts';

export interface PurchaseOfferProps {
  /** default: the id in the page's path */
  propertyId?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function PurchaseOffer({ propertyId, headingLevel, host, language }: PurchaseOfferProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const id = useRouteId('purchase-offer', propertyId);
  const property = useResource<Summary | undefined>(
    (api, signal) => (id ? properties(api).summary(id, language, { signal }) : Promise.resolve(undefined)),
    [id, language],
  );
  const feedback = feedbackRoute('offer');
  const form = useForm({
    kind: 'offer',
    host,
    language,
    fixed: { propertyId: id },
    subject: String(id ?? ''),
    ...(feedback ? { feedbackHref: `${pathFor(feedback, language)}?${FEEDBACK_PARAMS.property}=${id ?? ''}` } : {}),
  });

  // the words follow the digits until the visitor writes them themselves
  const amount = parseAmount(form.values.amount);
  const words = typeof amount === 'number' ? amountInWords(amount, language) : undefined;
  // a draft brings back words the visitor wrote: they stay theirs
  const typedWords = useRef(typeof form.values.amountInWords === 'string' && form.values.amountInWords !== '' && form.values.amountInWords !== words);
  useEffect(() => {
    if (!typedWords.current && (words ?? '') !== form.values.amountInWords) form.setValue('amountInWords', words ?? '');
  }, [words]);
  const typed = typeof form.values.amountInWords === 'string' ? form.values.amountInWords : '';
  const mismatch = typedWords.current && typed !== '' && typeof amount === 'number' && !amountWordsMatch(typed, amount, language);

  const notFound = !id || (property.status === 'error' && property.error instanceof ApiError && property.error.status === 404);
  const refusal = property.data && requestRefusal('offer', property.data.Status);
  const blocked = notFound ? (id ? errorMessages.propertyNotFound.id : errorMessages.invalidProperty.id) : refusal ? errorMessageId(refusal) : undefined;

  return (
    <section className="offer" aria-labelledby={headingId}>
      <Heading level={toHeadingLevel(headingLevel, 2)} id={headingId} className="offer__title">
        <span part="heading">{i18n._(actionMessages.purchaseOffer.id)}</span>
      </Heading>
      {property.data ? <PropertySummary property={property.data} language={language} /> : null}
      {blocked ? (
        <div className="offer__blocked">
          <Alert tone="error">
            <p>{i18n._(blocked)}</p>
          </Alert>
          <p>
            <Link href={pathFor('properties', language)} className="button button--secondary">
              {t({ id: 'purchaseOffer.otherProperties', message: 'See our other properties' })}
            </Link>
          </p>
        </div>
      ) : property.data ? (
        <>
          <div className="offer__explain" part="terms">
            <p>
              {t({
                id: 'purchaseOffer.validity',
                message:
                  'Your offer binds you from its start date until its end date. If the seller accepts it in writing within that period, the sale is concluded; if not, the offer lapses.',
              })}
            </p>
            <p>{i18n._(termsMessages.purchaseDeposit.id)}</p>
            <p>
              {t({
                id: 'purchaseOffer.copy',
                message: 'The agency receives your offer as a PDF document, and you a copy by e-mail.',
              })}
            </p>
          </div>
          <Form
            form={form}
            labelledBy={headingId}
            submitLabel={t({ id: 'purchaseOffer.submit', message: 'Send my offer' })}
            renderField={(name) =>
              name === 'amountInWords' ? (
                <TextField
                  name="amountInWords"
                  label={i18n._(fieldMessages.amountInWords.id)}
                  required
                  value={typed}
                  hint={t({ id: 'purchaseOffer.wordsHint', message: 'Written for you from the amount in digits; you may write it yourself.' })}
                  error={form.errors.amountInWords ?? (mismatch ? validationMessages.amountInWordsMismatch.id : undefined)}
                  onValue={(value) => {
                    typedWords.current = value.trim() !== '';
                    form.setValue('amountInWords', value);
                  }}
                />
              ) : undefined
            }
          />
        </>
      ) : null}
    </section>
  );
}
