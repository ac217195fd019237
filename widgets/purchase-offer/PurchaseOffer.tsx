/**
 * The purchase offer (spec §3): the amount in digits, written out in words for the
 * visitor in their language (or compared with what they type themselves), how long the
 * offer holds, where and when it is signed, its conditions, and the buyers. The 10 %
 * deposit of spec §9 and what the validity period means are said before the visitor types.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { amountInWords, amountWordsMatch } from '../../core/format/amount-in-words.ts';
import { parseAmount } from '../../core/forms/values.ts';
import * as actionMessages from '../../core/messages/action.ts';
import * as fieldMessages from '../../core/messages/field.ts';
import * as termsMessages from '../../core/messages/terms.ts';
import * as validationMessages from '../../core/messages/validation.ts';
import type { ElementContext } from '../define/context.ts';
import { useAboutProperty } from '../property/AboutProperty.tsx';
import { FormScreen } from '../form/FormScreen.tsx';
import { thankYouHref } from '../form/navigation.ts';
import { useForm } from '../form/use-form.ts';
import { TextField } from '../ui/controls/Field.tsx';
import { useRouteId } from '../ui/navigation/use-route-id.ts';
import { offerForm } from '../../core/forms/kinds/offer.ts';

export interface PurchaseOfferProps {
  /** default: the id in the page's path */
  propertyId?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the server's retention of offers, in months */
  retentionMonths?: number;
}

export function PurchaseOffer({ propertyId, headingLevel, retentionMonths, host, language }: PurchaseOfferProps & ElementContext) {
  const { t, i18n } = useLingui();
  const id = useRouteId('purchase-offer', propertyId);
  const state = useAboutProperty('offer', id, language, true);
  const form = useForm({
    form: offerForm,
    host,
    language,
    fixed: { propertyId: id },
    subject: String(id ?? ''),
    feedbackHref: thankYouHref('offer', language, id),
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

  return (
    <FormScreen
      form={form}
      title={i18n._(actionMessages.purchaseOffer.id)}
      headingLevel={headingLevel}
      about={state.about}
      blocked={state.blocked}
      preface={
        <div className="form-screen__explain" part="terms">
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
      }
      submitLabel={t({ id: 'purchaseOffer.submit', message: 'Send my offer' })}
      retentionMonths={retentionMonths}
      renderField={(spec) =>
        spec.name === 'amountInWords' ? (
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
  );
}
