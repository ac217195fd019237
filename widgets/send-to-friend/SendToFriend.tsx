import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { withoutBase } from '../../core/config.ts';
import { findRoute } from '../../core/routing/lookup.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { routeTitle } from '../../core/routing/titles.ts';
import { agencyStore } from '../../core/store.ts';
import type { ElementContext } from '../define/context.ts';
import { useAboutProperty } from '../property/AboutProperty.tsx';
import { FormScreen } from '../form/FormScreen.tsx';
import { useRouteParams } from '../form/page-context.ts';
import { thankYouHref } from '../form/navigation.ts';
import { useForm } from '../form/use-form.ts';
import { parseId } from '../../core/routing/id.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { friendForm } from '../../core/forms/kinds/friend.ts';

export interface SendToFriendProps {
  /** default: the id in the page's path */
  propertyId?: number;
  /** without a property: the site path of the page to send (default: the page the visitor came from) */
  page?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the server's retention of the sender's details, in months */
  retentionMonths?: number;
}

/** A path of the site's route table, from an attribute or the referrer of the same site; anything else is no page. */
function sitePage(page: string | undefined): string | undefined {
  let path = page?.trim();
  if (!path && typeof document !== 'undefined' && document.referrer) {
    try {
      const referrer = new URL(document.referrer);
      if (referrer.origin === location.origin) path = withoutBase(agencyStore.getState().config.base, referrer.pathname);
    } catch {
      path = undefined;
    }
  }
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined;
  const match = findRoute(ROUTES, path.split(/[?#]/)[0]);
  // sending the send-to-friend page itself would send nothing
  return match && match.route.screen !== 'agency-send-to-friend' ? path : undefined;
}

export function SendToFriend({ propertyId, page, headingLevel, retentionMonths, host, language }: SendToFriendProps & ElementContext) {
  const { t, i18n } = useLingui();
  const route = useRouteParams('agency-send-to-friend');
  const id = parseId(propertyId) ?? route.id;
  const pagePath = useMemo(() => (id ? undefined : sitePage(page)), [id, page]);
  const state = useAboutProperty('friend', id, language, false);
  const form = useForm({
    form: friendForm,
    host,
    language,
    fixed: { propertyId: id, pagePath },
    subject: String(id ?? pagePath ?? ''),
    initial: { language },
    feedbackHref: thankYouHref('friend', language, id),
  });
  const pageRoute = pagePath ? findRoute(ROUTES, pagePath.split(/[?#]/)[0]) : undefined;
  const about = id ? (
    state.about
  ) : (
    <p className="send-to-friend__page">
      {t({ id: 'sendToFriend.page', message: 'The page you send:' })}{' '}
      <Link href={pagePath ?? pathFor('home', language)}>{i18n._(routeTitle(pageRoute?.route.key ?? 'home'))}</Link>
    </p>
  );
  return (
    <FormScreen
      form={form}
      title={t({ id: 'sendToFriend.heading', message: 'Send to a friend' })}
      headingLevel={headingLevel}
      about={about}
      blocked={state.blocked}
      intro={t({
        id: 'sendToFriend.intro',
        message: 'We send your friend one e-mail in your name, with a link to the page. Choose the language your friend reads best.',
      })}
      submitLabel={t({ id: 'sendToFriend.submit', message: 'Send to my friend' })}
      retentionMonths={retentionMonths}
    />
  );
}
