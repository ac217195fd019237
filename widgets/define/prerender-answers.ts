/**
 * A read's first answer: the one it knows without asking, or the one from the server's
 * rendering (prerender.ts), found by the read's key: the request it makes (core/api/client.ts).
 */
import { ApiError } from '../../core/api/errors.ts';
import type { Read } from '../../core/api/client.ts';
import { type Prerender, pageAnswers } from './prerender.ts';

/**
 * The answer `read` starts with, as the first state of a resource; undefined when it has
 * none yet. On the server, a read whose answer is not in yet is handed to the renderer,
 * which starts it and renders again once it is in.
 */
export function prerenderedAnswer(prerender: Prerender | undefined, read: Read<unknown>): { data: unknown } | { error: ApiError } | undefined {
  const { key, known } = read;
  if (known) {
    if ('error' in known) prerender?.refused?.(known.error);
    return known;
  }
  if (key === undefined) return undefined;
  if (!prerender?.hydrating) {
    const answer = pageAnswers.get(key);
    if (!answer || !('data' in answer)) return undefined;
    pageAnswers.delete(key);
    return { data: answer.data };
  }
  const answer = prerender.answers.get(key);
  if (!answer) {
    prerender.wait?.(read);
    return undefined;
  }
  return 'data' in answer ? { data: answer.data } : { error: new ApiError(answer.error, { status: answer.status }) };
}
