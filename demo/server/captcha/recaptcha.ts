/**
 * reCAPTCHA (v2 or v3) token check against Google's siteverify endpoint. It needs the
 * internet and a real secret, so the tests only check it with a stand-in fetch.
 */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** v3 answers a score; below this a submission counts as a bot */
export const RECAPTCHA_MIN_SCORE = 0.5;

export async function verifyRecaptcha(
  token: string,
  secret: string,
  remoteIp?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!secret || !token) return false;
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const response = await fetchImpl(RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown; score?: unknown };
    if (answer.success !== true) return false;
    return typeof answer.score !== 'number' || answer.score >= RECAPTCHA_MIN_SCORE;
  } catch {
    return false;
  }
}
