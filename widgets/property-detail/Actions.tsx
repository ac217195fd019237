/**
 * What a visitor can do about an available property. One call to visit it: with
 * `<agency-config appointments="on">` the next free moments of the agency's calendar and
 * "Plan a visit", which opens the booking as a step (VisitCall.tsx, whose code loads with
 * the moments); otherwise "Request a visit", the agency calling back to plan it. Then the
 * other requests as buttons of their own: information, documents, an offer (for sale) or a
 * rental application (for rent), sending it to a friend. Each leads to its page, with the
 * property's id in the path.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import * as actionMessages from '../../core/messages/action.ts';
import { goalOf } from '../../core/property/goal.ts';
import type { Property } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import { useAgencyStore } from '../define/page-context.ts';
import type { VisitCallProps } from './VisitCall.tsx';

const visitCall = lazyPart<VisitCallProps>(async () => (await import('./VisitCall.tsx')).VisitCall);

/** The number of free moments shown on the page; the step shows them all. */
export const NEXT_MOMENTS = 4;

export function Actions({ property, language, level }: { property: Pick<Property, 'ID' | 'Goal'>; language: Language; level: HeadingLevel }) {
  const { t, i18n } = useLingui();
  const id = property.ID;
  const appointments = useAgencyStore((state) => state.config.appointments);
  const forSale = goalOf(property.Goal) === 'FOR_SALE';
  const requestVisit = {
    href: pathFor('request-visit', language, { id }),
    label: i18n._(actionMessages.requestVisit.id),
    note: t({ id: 'propertyDetail.visit.requestNote', message: 'Tell us when you are free: we will call you to plan the visit.' }),
  };
  const more = [
    { key: 'request-info', title: actionMessages.requestInfo.id },
    { key: 'request-documents', title: actionMessages.requestDocuments.id },
    forSale
      ? { key: 'purchase-offer', title: actionMessages.purchaseOffer.id }
      : { key: 'rental-application', title: actionMessages.rentalApplication.id },
    { key: 'send-to-friend', title: actionMessages.sendToFriend.id },
  ];
  const plan = t({ id: 'propertyDetail.visit.plan', message: 'Plan a visit' });
  // until the moments are in (the call's code, then the calendar): their room, and the call as a link to the booking page
  const waiting = (
    <div className="visit">
      <p className="visit__label">{t({ id: 'propertyDetail.visit.next', message: 'Next free moments' })}</p>
      <div className="visit__moments placeholder" />
      <Link className="button button--block" part="action-visit" href={pathFor('book-visit', language, { id })}>
        {plan}
      </Link>
      <p className="visit__note placeholder" />
    </div>
  );
  return (
    <Section level={level} className="actions" title={t({ id: 'propertyDetail.actions.title', message: 'Interested in this property?' })}>
      {appointments ? (
        <Deferred
          part={visitCall}
          props={{
            propertyId: id,
            language,
            moments: NEXT_MOMENTS,
            plan,
            requestVisit,
            placeholder: waiting,
          }}
        >
          {waiting}
        </Deferred>
      ) : (
        // without the agency's calendar, a request is the only way: one call
        <div className="visit" data-state="ready">
          <Link className="button button--block" part="action-visit" href={requestVisit.href}>
            {requestVisit.label}
          </Link>
          <p className="visit__note">{requestVisit.note}</p>
        </div>
      )}
      <ul className="actions__more" part="actions">
        {more.map((action) => (
          <li key={action.key}>
            <Link className="button button--secondary button--block" href={pathFor(action.key, language, { id })}>
              {i18n._(action.title)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
