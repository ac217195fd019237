import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../core/api/errors.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as actionMessages from '../../core/messages/action.ts';
import type { PropertySummary as Summary } from '../../core/property/types.ts';
import { refusalMessage, requestRefusal } from '../../core/property/availability.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { Form } from '../form/Form.tsx';
import { thankYouHref } from '../form/navigation.ts';
import { useForm } from '../form/use-form.ts';
import { infoForm } from '../../core/forms/kinds/info.ts';
import { visitForm } from '../../core/forms/kinds/visit.ts';
import { useResource } from '../ui/api.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { PropertyBlocked } from '../property/AboutProperty.tsx';
import { PropertySummary } from '../property/PropertySummary.tsx';
import { type RequestFormKind, requestKindOf, useRequestRoute } from './route.ts';
import { parseId } from '../../core/routing/id.ts';
import { knownRead } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import { addressText } from '../../core/format/address.ts';
import { propertyTitle } from '../../core/property/title.ts';
import { useElementId } from '../define/element-id.ts';

export interface PropertyRequestProps {
  /** `visit` or `info`; default: the route's, else visit */
  kind?: string;
  /** default: the id in the page's path */
  propertyId?: number;
  /** the level of the element's heading (default 2) */
  headingLevel?: number;
}

/** The server refuses a visit of what is gone (core's rule); the visitor learns it before typing. */
function unavailableMessage(property: Summary | undefined, kind: RequestFormKind): string | undefined {
  const refusal = property && requestRefusal(kind, property.Status);
  return refusal ? refusalMessage(refusal) : undefined;
}

export function PropertyRequest({ kind, propertyId, headingLevel = 2, host, language }: PropertyRequestProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const route = useRequestRoute();
  const requestKind: RequestFormKind = requestKindOf(kind?.trim()) ?? route.kind ?? 'visit';
  const id = parseId(propertyId) ?? route.id;

  const property = useResource<Summary | undefined>(id ? propertyReads.summary(id, language) : knownRead(undefined));
  const asked = property.data && [propertyTitle(property.data, language), addressText(property.data, { lang: language })].filter(Boolean).join(', ');
  const form = useForm({
    // the thank-you page repeats which property the request was about
    summary: asked ? [{ label: t({ id: 'propertyRequest.subject', message: 'Property' }), value: asked }] : [],
    form: requestKind === 'info' ? infoForm : visitForm,
    host,
    language,
    fixed: { propertyId: id },
    subject: String(id ?? ''),
    feedbackHref: thankYouHref(requestKind, language, id),
  });

  const level = Math.min(Math.max(Math.round(headingLevel), 1), 6);
  const Heading = `h${level}` as 'h2';
  const title = i18n._(requestKind === 'visit' ? actionMessages.requestVisit.id : actionMessages.requestInfo.id);
  const notFound = !id || (property.status === 'error' && property.error instanceof ApiError && property.error.status === 404);
  const unavailable = unavailableMessage(property.data, requestKind);
  const blocked = notFound ? (id ? errorMessages.propertyNotFound.id : errorMessages.invalidProperty.id) : unavailable;

  return (
    <section className="request" aria-labelledby={headingId}>
      <Heading id={headingId} className="request__title" part="heading">
        {title}
      </Heading>
      {property.data ? (
        <PropertySummary property={property.data} language={language} />
      ) : property.status === 'loading' && id ? (
        <div className="summary summary--loading" aria-hidden="true">
          <div className="summary__media" />
        </div>
      ) : property.status === 'error' && id && !notFound ? (
        // the request can still be sent: the visitor sees which property it is about, by its number and link
        <div className="summary summary--unknown" part="property">
          <div className="summary__media">
            <div className="summary__no-picture" />
          </div>
          <div className="summary__text">
            <p className="summary__title">
              <Link href={pathFor('property', language, { id })} className="summary__link">
                {t({ id: 'propertyRequest.propertyNumber', message: `Property no. ${id}` })}
              </Link>
            </p>
            <p className="summary__address">
              {t({ id: 'propertyRequest.propertyUnknown', message: 'Its details could not be loaded just now, but your request will reach us.' })}
            </p>
          </div>
        </div>
      ) : null}
      {blocked ? (
        <PropertyBlocked message={blocked} language={language} />
      ) : (
        <>
          <p className="request__intro">
            {requestKind === 'visit'
              ? t({
                  id: 'propertyRequest.visit.intro',
                  message: 'Tell us who you are and when we can reach you: we will call you to plan the visit.',
                })
              : t({
                  id: 'propertyRequest.info.intro',
                  message: 'Ask us anything about this property: we will answer by e-mail or by phone.',
                })}
          </p>
          <Form
            form={form}
            labelledBy={headingId}
            submitLabel={
              requestKind === 'visit'
                ? t({ id: 'propertyRequest.visit.submit', message: 'Request the visit' })
                : t({ id: 'propertyRequest.info.submit', message: 'Send my question' })
            }
          />
        </>
      )}
    </section>
  );
}
