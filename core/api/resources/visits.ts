import type { CallOptions, Transport } from '../client.ts';

/** `POST /visits`: a page view, for the owner's statistics. */
export function visits({ post }: Transport) {
  return {
    record: (propertyId: number, call: CallOptions = {}): Promise<void> =>
      post<void>('/visits', { propertyId }, undefined, call),
  };
}
