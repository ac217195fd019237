import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { findRoute } from '../../core/routing/lookup.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import type { ElementContext } from '../define/context.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { sitePath, useLocation } from '../ui/navigation/location.ts';
import { sentTo } from './sent.ts';
import { feedbackText } from './kinds.ts';
import * as successMessages from '../../core/messages/success.ts';
import { FEEDBACK_PARAMS } from '../../core/routing/feedback.ts';
import { useElementId } from '../define/element-id.ts';
import { parseId } from '../../core/routing/id.ts';
import { listSearchOf } from '../../core/demand/list-params.ts';

export interface FeedbackProps {
  /** the thank-you page's kind (contact-me, contact-appointment, …); default: the page's route */
  kind?: string;
  /** the property the request was about; default: the `property` query parameter */
  propertyId?: number;
  /** the project the request was about; default: the `project` query parameter */
  projectId?: number;
  /** the level of the heading (default 1: a thank-you page is the page's main content) */
  headingLevel?: number;
}

export function Feedback({ kind, propertyId, projectId, headingLevel = 1, language }: FeedbackProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLocation();
  const path = sitePath();
  const match = path === undefined ? undefined : findRoute(ROUTES, path);
  const routeKind = match?.route.screen === 'agency-feedback' ? match.route.attributes?.kind : undefined;
  const query = new URLSearchParams(path?.split('?')[1]?.split('#')[0] ?? '');
  const property = parseId(propertyId) ?? parseId(query.get(FEEDBACK_PARAMS.property));
  const project = parseId(projectId) ?? parseId(query.get(FEEDBACK_PARAMS.project));
  const text = feedbackText(kind?.trim() || routeKind);
  const sent = path === undefined ? [] : sentTo(path.split(/[?#]/)[0]!);
  // the search a form sent along (the demand register's), for the list on
  const listSearch = listSearchOf(query.toString());

  // Arriving here is the answer to the visitor's send: a screen reader starts reading it
  // at once, and a keyboard user continues from here.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const level = Math.min(Math.max(Math.round(headingLevel), 1), 6);
  const Heading = `h${level}` as 'h1';
  const SubHeading = `h${Math.min(level + 1, 6)}` as 'h2';
  return (
    <section className="feedback" aria-labelledby={headingId}>
      <span className="feedback__icon" aria-hidden="true" />
      <Heading id={headingId} ref={heading} tabIndex={-1} className="feedback__title" part="heading">
        {i18n._(text.title)}
      </Heading>
      <div className="feedback__body" part="body">
        {text.body.map((paragraph) => (
          <p key={typeof paragraph === 'string' ? paragraph : paragraph.id}>
            {typeof paragraph === 'string' ? i18n._(paragraph) : i18n._(paragraph)}
          </p>
        ))}
        {query.get(FEEDBACK_PARAMS.earlierVersion) === '1' ? <p>{i18n._(successMessages.earlierVersion.id)}</p> : null}
        {text.confirmation ? (
          <p>{t({ id: 'feedback.confirmation', message: 'We have also sent you a confirmation by e-mail.' })}</p>
        ) : null}
      </div>
      {sent.length > 0 ? (
        <section className="feedback__sent" aria-labelledby={`${headingId}-sent`}>
          <SubHeading id={`${headingId}-sent`} className="feedback__sent-title">
            {t({ id: 'feedback.sent', message: 'What you sent us' })}
          </SubHeading>
          <dl className="feedback__lines">
            {sent.map((line) => (
              <div key={line.label} className="feedback__line">
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <nav className="feedback__links" aria-label={t({ id: 'feedback.links', message: 'Continue' })} part="links">
        <ul>
          {property ? (
            <li>
              <Link href={pathFor('property', language, { id: property })} className="button">
                {t({ id: 'feedback.backToProperty', message: 'Back to the property' })}
              </Link>
            </li>
          ) : null}
          {project ? (
            <li>
              <Link href={pathFor('project', language, { id: project })} className={property ? 'button button--secondary' : 'button'}>
                {t({ id: 'feedback.backToProject', message: 'Back to the project' })}
              </Link>
            </li>
          ) : null}
          {text.list === 'properties' ? (
            <li>
              <Link href={pathFor('properties', language) + listSearch} className={listSearch ? 'button' : 'button button--secondary'}>
                {listSearch
                  ? t({ id: 'feedback.matchingProperties', message: 'See the properties that match your search' })
                  : t({ id: 'feedback.properties', message: 'See our properties' })}
              </Link>
            </li>
          ) : null}
          {text.list === 'projects' ? (
            <li>
              <Link href={pathFor('projects', language)} className="button button--secondary">
                {t({ id: 'feedback.projects', message: 'See our new developments' })}
              </Link>
            </li>
          ) : null}
          <li>
            <Link href={pathFor('home', language)} className="button button--secondary">
              {t({ id: 'feedback.home', message: 'Go to the homepage' })}
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
