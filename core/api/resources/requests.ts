import { type SendOptions, type Transport, newKey, toBody } from '../client.ts';
import type { Created, RequestKind } from '../contract.ts';
import { createdSchema } from '../schemas/common.ts';

/** `POST /requests/:kind`: every public form. */
export function requests({ request }: Transport) {
  return {
    /** Sends a form. A File or Blob anywhere at the top level of `data` makes it multipart. */
    send: (kind: RequestKind, data: Record<string, unknown>, send: SendOptions = {}): Promise<Created> =>
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
