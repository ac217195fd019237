import type { SendOptions, Transport } from '../client.ts';
import type { ConsentReceipt, ConsentSubmission } from '../contract.ts';
import { consentReceiptSchema } from '../schemas/visitor.ts';

/** `POST /consents`: the proof of one cookie decision. */
export function consents({ post }: Transport) {
  return {
    record: (record: ConsentSubmission, send: SendOptions = {}): Promise<ConsentReceipt> =>
      post('/consents', record, consentReceiptSchema, send),
  };
}
