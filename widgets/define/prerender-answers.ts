/**
 * A load's answer from the server's rendering (prerender.ts), found by the request it
 * makes: running the load with a transport whose fetch only notes the URL (the transport
 * builds it before its first await) names the request without sending it.
 */
import { createTransport } from '../../core/api/client.ts';
import { ApiError } from '../../core/api/errors.ts';
import { type Load, type Prerender, pageAnswers } from './prerender.ts';

const CAPTURE_BASE = 'https://capture.invalid';

/**
 * The requests `load` makes before its first await, as paths under the API's base joined
 * by spaces; undefined when it makes none (a load that answers without the API).
 */
export function requestKey(load: Load): string | undefined {
  const requests: string[] = [];
  const capture = createTransport({
    baseUrl: CAPTURE_BASE,
    retries: 0,
    fetch: (input) => {
      requests.push(String(input).slice(CAPTURE_BASE.length));
      return Promise.reject(new Error('noted, not sent'));
    },
  });
  const controller = new AbortController();
  try {
    load(capture, controller.signal).catch(() => undefined);
  } catch {
    // a load that throws before it asks for anything has no request to find
  }
  controller.abort();
  return requests.length > 0 ? requests.join(' ') : undefined;
}

/** The answer the server gave `load`, as the first state of a resource; undefined when there is none. */
export function prerenderedAnswer(prerender: Prerender | undefined, load: Load): { data: unknown } | { error: ApiError } | undefined {
  if (!prerender?.hydrating) {
    const key = pageAnswers.size > 0 ? requestKey(load) : undefined;
    const answer = key === undefined ? undefined : pageAnswers.get(key);
    if (!answer || !('data' in answer)) return undefined;
    pageAnswers.delete(key!);
    return { data: answer.data };
  }
  const key = requestKey(load);
  if (key === undefined) return undefined;
  const answer = prerender.answers.get(key);
  if (!answer) {
    prerender.wanted?.(key, load);
    return undefined;
  }
  return 'data' in answer ? { data: answer.data } : { error: new ApiError(answer.error, { status: answer.status }) };
}

