/**
 * What a detail screen shows while it has no data to show: loading, not found (with a
 * way back to the list), or a failure: a heading that says so, the reason and a way to
 * try again, the agency's phone number (`<agency-config phone>`) and the way back to
 * the list, so a visitor never lands on a page with nothing but an error.
 */
import type { ApiError } from '../../../core/api/errors.ts';
import { useLingui } from '@lingui/react/macro';
import { formatPhone, telHref } from '../../../core/format/phone.ts';
import { Alert, LoadFailure, Status } from '../controls/Alert.tsx';
import { Heading, type HeadingLevel } from '../controls/Heading.tsx';
import { Link } from '../navigation/Link.tsx';
import { isNotFound } from '../navigation/not-found.ts';
import { useAgencyStore } from '../../define/page-context.ts';

export interface DetailStateProps {
  /** the load's failure, if it failed */
  error: ApiError | undefined;
  onRetry: () => void;
  level: HeadingLevel;
  /** announced while loading */
  loading: string;
  /** not found: the catalogue's message, a sentence why, and the list to go back to */
  missing: { title: string; text: string; link: { href: string; label: string } };
  /** the heading of a failed load ("This property could not be loaded") */
  failed: string;
}

export function DetailState({ error, onRetry, level, loading, missing, failed }: DetailStateProps) {
  if (error && isNotFound(error)) {
    return (
      <div className="detail detail--missing" part="detail">
        <Heading level={level} className="detail__title">
          {missing.title}
        </Heading>
        <p>{missing.text}</p>
        <p>
          <Link className="button" href={missing.link.href}>
            {missing.link.label}
          </Link>
        </p>
      </div>
    );
  }
  if (error) {
    return (
      <div className="detail detail--failed" part="detail">
        <Heading level={level} className="detail__title">
          {failed}
        </Heading>
        <LoadFailure messageId={error.messageId} onRetry={onRetry} />
        <AgencyPhone />
        <p>
          <Link className="button button--secondary" href={missing.link.href}>
            {missing.link.label}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="detail detail--loading" part="detail" aria-busy="true">
      <Status visuallyHidden>{loading}</Status>
      <div className="placeholder placeholder--title" />
      <div className="placeholder placeholder--picture" />
    </div>
  );
}

/** A property or project that is sold, let or sold out: the catalogue's message, and the way back to the list. */
export function UnavailableNotice({ messageId, list }: { messageId: string; list: { href: string; label: string } }) {
  const { i18n } = useLingui();
  return (
    <Alert tone="info">
      <p className="notice-line">{i18n._(messageId)}</p>
      <p className="notice-line">
        <Link className="link" href={list.href}>
          {list.label}
        </Link>
      </p>
    </Alert>
  );
}

/** "Call us", when the page gave the agency's number: a visitor can always reach a person. */
function AgencyPhone() {
  const { t } = useLingui();
  const phone = useAgencyStore((state) => state.config.phone);
  const href = telHref(phone);
  if (!href) return null;
  const number = formatPhone(phone);
  return (
    <p className="detail__phone">
      {t({ id: 'ui.detail.callUs', message: 'You can also call us:' })}{' '}
      <a className="link" href={href}>
        {number}
      </a>
    </p>
  );
}
