/**
 * The way back into the owner portal: when a session ends, the portal sends the owner to
 * the login page with why (`reason`) and where they were (`next`: the portal's page and
 * the property they looked at); once logged in, the login page returns them there.
 *
 * `next` comes from the address bar, which anyone can write into a link: only a path of
 * this site is followed, never another site (an "open redirect" would let a phishing
 * mail send an owner from the agency's real login page to a copy of the portal).
 */

/** Why the login page is shown: the session ended on its own, the owner logged out, the account is gone. */
export const LOGIN_REASONS = ['expired', 'logout', 'person'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export const OWNER_RETURN_PARAMS = { next: 'next', reason: 'reason' } as const;

const MAX_PATH = 2048;

/** A path of this site (`/nl/eigenaar/?property=12`), or undefined for anything that could leave it. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH) return undefined;
  // one slash, then no second slash or backslash: `//evil.example` and `/\evil.example` are other hosts
  if (!/^\/(?![/\\])/.test(value)) return undefined;
  // control characters and whitespace are not in a path a browser writes (`/\t/evil.example`)
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return undefined;
  return value;
}

export function loginReasonOf(value: unknown): LoginReason | undefined {
  return (LOGIN_REASONS as readonly unknown[]).includes(value) ? (value as LoginReason) : undefined;
}

/** The login page at `loginPath` with the way back to `next` and why. */
export function loginHref(loginPath: string, options: { next?: string | undefined; reason?: LoginReason | undefined } = {}): string {
  const [path = '', query = ''] = loginPath.split('?', 2);
  const params = new URLSearchParams(query);
  const next = safeReturnPath(options.next);
  if (next) params.set(OWNER_RETURN_PARAMS.next, next);
  if (options.reason) params.set(OWNER_RETURN_PARAMS.reason, options.reason);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
