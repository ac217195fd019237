/**
 * The rental application (spec §3) as the law of the property's region allows it
 * (core/forms/rental.ts): the fields it asks, which are required, and why; the costs of
 * moving in the candidate confirms (spec §9), from the property's data.
 */
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ApiError, errorMessageId } from '../../core/api/errors.ts';
import { propertyDetails } from '../../core/api/resources/property.ts';
import { formatCurrency } from '../../core/format/currency.ts';
import { RENTAL_BASIS, rentalRegionOf, rentalTerms } from '../../core/forms/rental.ts';
import * as actionMessages from '../../core/messages/action.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as rentalMessages from '../../core/messages/rental.ts';
import { requestRefusal } from '../../core/property/availability.ts';
import type { Property } from '../../core/property/types.ts';
import { FEEDBACK_PARAMS, feedbackRoute } from '../../core/routing/feedback.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { Form } from '../form/Form.tsx';
import { useForm } from '../form/use-form.ts';
import { PropertySummary } from '../property-request/PropertySummary.tsx';
import { Alert } from '../ui/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { below, Heading, toHeadingLevel } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { useRouteId } from '../ui/use-route-id.ts';

export interface RentalApplicationProps {
  /** default: the id in the page's path */
  propertyId?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function RentalApplication({ propertyId, headingLevel, host, language }: RentalApplicationProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const level = toHeadingLevel(headingLevel, 2);
  const id = useRouteId('rental-application', propertyId);
  const property = useResource<Property | undefined>(
    (api, signal) => (id ? propertyDetails(api).get(id, language, { signal }) : Promise.resolve(undefined)),
    [id, language],
  );
  const region = property.data ? rentalRegionOf(property.data) : null;
  const feedback = feedbackRoute('rental');
  const form = useForm({
    kind: 'rental',
    host,
    language,
    region,
    fixed: { propertyId: id },
    subject: String(id ?? ''),
    ...(feedback ? { feedbackHref: `${pathFor(feedback, language)}?${FEEDBACK_PARAMS.property}=${id ?? ''}` } : {}),
  });

  const notFound = !id || (property.status === 'error' && property.error instanceof ApiError && property.error.status === 404);
  const refusal = property.data && requestRefusal('rental', property.data.Status);
  const blocked = notFound ? (id ? errorMessages.propertyNotFound.id : errorMessages.invalidProperty.id) : refusal ? errorMessageId(refusal) : undefined;
  const terms = property.data && region ? rentalTerms(property.data, region) : [];
  const incomeHint = i18n._(rentalMessages.incomeHint.id);

  return (
    <section className="rental" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="rental__title">
        <span part="heading">{i18n._(actionMessages.rentalApplication.id)}</span>
      </Heading>
      {property.data ? <PropertySummary property={property.data} language={language} /> : null}
      {blocked ? (
        <div className="rental__blocked">
          <Alert tone="error">
            <p>{i18n._(blocked)}</p>
          </Alert>
          <p>
            <Link href={pathFor('properties', language)} className="button button--secondary">
              {t({ id: 'rentalApplication.otherProperties', message: 'See our other properties' })}
            </Link>
          </p>
        </div>
      ) : property.data ? (
        <>
          <div className="rental__why" part="why">
            {region ? <p>{i18n._(RENTAL_BASIS[region])}</p> : null}
            <p>{i18n._(rentalMessages.never.id)}</p>
            <p>{i18n._(rentalMessages.noAutomaticCheck.id)}</p>
          </div>
          {terms.length > 0 ? (
            <div className="rental__terms" part="terms">
              <Heading level={below(level)} className="rental__terms-title">
                {t({ id: 'rentalApplication.terms', message: 'What moving in costs' })}
              </Heading>
              <dl>
                {terms.map((term) => (
                  <div key={term.message}>
                    <dt>{i18n._(term.message)}</dt>
                    <dd>{term.amount === null ? t({ id: 'rentalApplication.termAsAgreed', message: 'as agreed in the lease' }) : formatCurrency(term.amount)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <Form
            form={form}
            labelledBy={headingId}
            hints={{ incomePerson1: incomeHint, incomePerson2: incomeHint, kids: t({ id: 'rentalApplication.kidsHint', message: 'Their ages, separated by commas (for example 4, 7).' }) }}
            submitLabel={t({ id: 'rentalApplication.submit', message: 'Send my application' })}
          />
        </>
      ) : null}
    </section>
  );
}
