import { type SendOptions, type Transport, newKey, toBody } from '../client.ts';
import type { RequestBody } from '../bodies.ts';
import type { Created, RequestKind } from '../contract.ts';
import { createdSchema } from '../schemas/common.ts';

/** `POST /requests/:kind`: every public form. */
export function requests({ request }: Transport) {
  return {
    /** Sends a form, its body typed by its kind. A File or Blob at the top level of `data` makes it multipart. */
    send: <K extends RequestKind>(kind: K, data: RequestBody<K>, send: SendOptions = {}): Promise<Created> =>
      request({
        method: 'POST',
        path: `/requests/${encodeURIComponent(kind)}`,
        query: { lang: send.language },
        body: toBody(data),
        schema: createdSchema,
        idempotencyKey: send.idempotencyKey ?? newKey(),
        kind,
        signal: send.signal,
      }),
  };
}
