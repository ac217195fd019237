import { nullable, string, type } from 'superstruct';
import { type CallOptions, type Transport, listOf, apiRead } from '../client.ts';

export interface PublishedTestimonial {
  id: string;
  name: string;
  aboutYou: string | null;
  website: string | null;
  comment: string;
  /** the language it was written in */
  language: string;
  /** the photo's URL, without its metadata */
  image: string | null;
  approvedAt: string | null;
}

const testimonialSchema = type({
  id: string(),
  name: string(),
  aboutYou: nullable(string()),
  website: nullable(string()),
  comment: string(),
  language: string(),
  image: nullable(string()),
  approvedAt: nullable(string()),
});

/** `GET /testimonials`: the testimonials the agency approved, newest first. */
export const testimonialReads = {
  list: (limit?: number) =>
    apiRead('/testimonials', listOf(testimonialSchema), { limit }, { pick: (answer): PublishedTestimonial[] => answer.items as PublishedTestimonial[] }),
};

export function testimonials(api: Transport) {
  return {
    list: (limit?: number, call: CallOptions = {}): Promise<PublishedTestimonial[]> => testimonialReads.list(limit).load(api, call.signal),
  };
}
