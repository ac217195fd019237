/**
 * For tests of what a form sends: the real transport (core/api/client.ts, its retries and
 * Idempotency-Keys) over a stand-in fetch that records each request and answers from
 * `answers` in turn, the last one repeating; `'network'` is a request that got no answer.
 */
import { createTransport, type Transport } from '../api/client.ts';

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

export interface SentRequest {
  url: string;
  /** the Idempotency-Key header */
  key: string | null;
  /** the JSON body, or the `data` part of a multipart one */
  body: Record<string, unknown>;
  /** the whole body when it was multipart (a file went along) */
  form?: FormData;
}

/** `waits`: what the transport waited before each retry, in ms (it waits for nothing here). */
export function answeringApi(answers: Answer[]): { transport: Transport; sent: SentRequest[]; waits: number[] } {
  const sent: SentRequest[] = [];
  const waits: number[] = [];
  const transport = createTransport({
    baseUrl: 'https://api.test/api/v1',
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0,
    fetch: async (input, init) => {
      const key = new Headers(init?.headers).get('Idempotency-Key');
      const form = init?.body instanceof FormData ? init.body : undefined;
      const body = JSON.parse(String(form ? form.get('data') : init?.body)) as Record<string, unknown>;
      sent.push({ url: String(input), key, body, ...(form ? { form } : {}) });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    },
  });
  return { transport, sent, waits };
}

export const created = (id: string): Answer => ({ status: 201, body: { id } });
