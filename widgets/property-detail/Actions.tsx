/**
 * What a visitor can do about an available property: ask for a visit (the main call to
 * action), ask for information, request the documents, send it to a friend, and make an
 * offer (for sale) or apply to rent it (for rent). Each is a link to its page, with the
 * property's id in the path. With `<agency-config appointments="on">` the visitor can
 * also book a free moment right here (`<agency-appointment>`).
 */
import { useLingui } from '@lingui/react/macro';
import { createElement } from 'react';
import type { Language } from '../../core/i18n/languages.ts';
import * as actionMessages from '../../core/messages/action.ts';
import { goalOf } from '../../core/property/goal.ts';
import type { Property } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { Link } from '../ui/Link.tsx';
import { below, type HeadingLevel, Section } from '../ui/Heading.tsx';
import { useAgencyStore } from '../define/page-context.ts';

export function Actions({ property, language, level }: { property: Pick<Property, 'ID' | 'Goal'>; language: Language; level: HeadingLevel }) {
  const { t, i18n } = useLingui();
  const id = property.ID;
  const appointments = useAgencyStore((state) => state.config.appointments);
  const forSale = goalOf(property.Goal) === 'FOR_SALE';
  const more = [
    { key: 'request-documents', title: actionMessages.requestDocuments.id },
    { key: 'send-to-friend', title: actionMessages.sendToFriend.id },
    forSale
      ? { key: 'purchase-offer', title: actionMessages.purchaseOffer.id }
      : { key: 'rental-application', title: actionMessages.rentalApplication.id },
  ];
  return (
    <Section level={level} className="actions" title={t({ id: 'propertyDetail.actions.title', message: 'Interested in this property?' })}>
      <div className="actions__main" part="actions">
        <Link className="button button--block" part="action-visit" href={pathFor('request-visit', language, { id })}>
          {i18n._(actionMessages.requestVisit.id)}
        </Link>
        <Link className="button button--secondary button--block" href={pathFor('request-info', language, { id })}>
          {i18n._(actionMessages.requestInfo.id)}
        </Link>
      </div>
      {appointments
        ? createElement('agency-appointment', { 'property-id': String(id), 'heading-level': String(below(level)), lang: language })
        : null}
      <ul className="actions__more">
        {more.map((action) => (
          <li key={action.key}>
            <Link className="action-link" href={pathFor(action.key, language, { id })}>
              {i18n._(action.title)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
