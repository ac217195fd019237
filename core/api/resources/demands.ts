import { number, record, string, type, unknown } from 'superstruct';
import type { CallOptions, Transport } from '../client.ts';
import type { RequestBody } from '../bodies.ts';

const countSchema = type({ count: number() });
const confirmedSchema = type({ id: string(), token: string() });
const demandSchema = type({ id: string(), language: string(), values: record(string(), unknown()) });
const idSchema = type({ id: string() });

/** The demand register (docs/api.md): live count, confirmation, the profile behind an alert's links. */
export function demands({ post, get, request }: Transport) {
  return {
    /** How many listings match this search now (fields not filled in yet ask nothing). */
    count: async (search: Record<string, unknown>, call: CallOptions = {}): Promise<number> =>
      (await post('/demands/count', search, countSchema, call)).count,
    /** The link of the confirmation mail: stores the demand. */
    confirm: (token: string, call: CallOptions = {}) => post('/demands/confirm', { token }, confirmedSchema, call),
    /** The profile behind an edit link. */
    read: (token: string, call: CallOptions = {}) => get(`/demands/${encodeURIComponent(token)}`, demandSchema, {}, call),
    /** Saves the profile behind an edit link: the demand form's fields. */
    update: (token: string, values: RequestBody<'demand'>, call: CallOptions = {}) =>
      request({ method: 'PUT', path: `/demands/${encodeURIComponent(token)}`, body: values, schema: idSchema, ...call }),
  };
}
