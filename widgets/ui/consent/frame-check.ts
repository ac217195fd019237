/**
 * Whether a frame's page can be shown, asked before the frame is made: a frame that fails
 * shows the visitor another page (the host's 404 page, the browser's error page) in the
 * middle of ours, and its load event fires all the same. A page of the same origin must
 * answer 2xx; of another origin only a failure to connect can be known (its answer is
 * opaque to the page), so an error page of another site still shows.
 */

/** How long the page may take to answer before the frame counts as failed. */
export const FRAME_CHECK_TIMEOUT_MS = 10_000;

export async function frameReachable(src: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(src, document.baseURI);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const sameOrigin = url.origin === location.origin;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), FRAME_CHECK_TIMEOUT_MS);
  try {
    const response = await fetcher(url.href, {
      ...(sameOrigin ? { credentials: 'same-origin' } : { mode: 'no-cors', credentials: 'omit' }),
      signal: abort.signal,
    });
    return sameOrigin ? response.ok : true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
