/**
 * How a screen gets data: `useApi()` is the page's API transport (one per API URL, shared
 * by every element of this bundle; call it through core/api/resources/, e.g.
 * `properties(api).list(query)`), `useResource()` makes a read of the API with it
 * (`propertyReads.list(query)`, core/api/client.ts), cancels it when the read or its other
 * inputs change or the element leaves the page, and reports failures as an ApiError whose
 * `messageId` the screen shows.
 */
import { type DependencyList, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type Transport, createTransport, type Read } from '../../core/api/client.ts';
import { ApiError } from '../../core/api/errors.ts';
import { agencyStore } from '../../core/store.ts';
import { loadErrorTexts } from '../i18n.ts';
import { useHostLoading } from '../define/host-state.ts';
import { useAgencyStore } from '../define/page-context.ts';
import { PrerenderContext } from '../define/prerender.ts';
import { prerenderedAnswer } from '../define/prerender-answers.ts';

const clients = new Map<string, Transport>();

export function apiClient(baseUrl: string = agencyStore.getState().config.api): Transport {
  let client = clients.get(baseUrl);
  if (!client) {
    // an error's message is in before the call fails (i18n.ts)
    client = createTransport({ baseUrl, beforeError: loadErrorTexts });
    clients.set(baseUrl, client);
  }
  return client;
}

export function useApi(): Transport {
  const baseUrl = useAgencyStore((state) => state.config.api);
  return useMemo(() => apiClient(baseUrl), [baseUrl]);
}

export type Resource<T> =
  | { status: 'loading'; data?: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError; data?: T | undefined };

/**
 * Makes `read` and makes it again when its request (its key) or `deps` (a retry's count)
 * change. While it runs again, the previous data stays available (`data` on the loading
 * state), so a list does not blank out between pages. An element the server rendered
 * starts with the server's answer (define/prerender.ts) and does not ask again.
 */
export function useResource<T>(read: Read<T>, deps: DependencyList = []): Resource<T> {
  const api = useApi();
  const prerender = useContext(PrerenderContext);
  const [resource, setResource] = useState<Resource<T>>(() => {
    const answer = prerenderedAnswer(prerender, read);
    if (!answer) return { status: 'loading' };
    return 'data' in answer ? { status: 'ready', data: answer.data as T } : { status: 'error', error: answer.error };
  });
  const answered = useRef(resource.status !== 'loading');
  // until its first answer, the element holds the box it will fill (define/host-state.ts)
  useHostLoading(resource.status === 'loading' && resource.data === undefined);
  useEffect(() => {
    // the server's answer stands for the first load
    if (answered.current) {
      answered.current = false;
      return undefined;
    }
    const controller = new AbortController();
    setResource((previous) => ({ status: 'loading', data: previous.data }));
    read.load(api, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResource({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError('network', { cause: error });
        setResource((previous) => ({ status: 'error', error: failure, data: previous.data }));
      },
    );
    return () => controller.abort();
  }, [api, read.key, ...deps]);
  return resource;
}
