/**
 * What `<agency-owner-login>` and `<agency-owner-portal>` share about the owner's
 * session, which lives in an httpOnly cookie the page cannot read: whether this tab had
 * a session (so that a portal refused by the API can say the session *ended*, rather
 * than ask a stranger to log in), and the news of a logout to the other tabs of the
 * site, whose portals then clear what they showed.
 */
import { emit } from '../../define/events.ts';
import { sessionStore } from './web-storage.ts';

declare module '../../define/events.ts' {
  interface AgencyEventMap {
    /** an owner logged in (before the element goes on to the portal) */
    'agency-login': Record<string, never>;
    /** the owner logged out */
    'agency-logout': Record<string, never>;
  }
}

const FLAG = 'agency-owner:session';
const CHANNEL = 'agency-owner';

/** Without storage an ended session reads as "please log in": no harm. */
export function rememberLogin(host: HTMLElement): void {
  sessionStore.write(FLAG, '1');
  emit(host, 'agency-login', {});
}

export function hadSession(): boolean {
  return sessionStore.read(FLAG) === '1';
}

/** After a logout or an ended session: this tab has none, and the others hear of a logout. */
export function forgetLogin(host: HTMLElement | undefined, loggedOut: boolean): void {
  sessionStore.remove(FLAG);
  if (!loggedOut) return;
  if (host) emit(host, 'agency-logout', {});
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('logout');
    channel.close();
  }
}

/** Calls `onLogout` when the owner logs out in another tab of the site. */
export function onLogoutElsewhere(onLogout: () => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'logout') onLogout();
  };
  return () => channel.close();
}
