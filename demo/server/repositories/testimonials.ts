/**
 * Testimonials: posted by visitors, published once the agency approved them (a signed
 * link in the agency's mail). The photo, already re-encoded without its metadata, lies
 * in DATA_DIR under `image`.
 */
import type { Language } from '../../../core/i18n/languages.ts';

export interface Testimonial {
  id: string;
  /** the lead it came with */
  requestId: string | null;
  name: string;
  about: string | null;
  website: string | null;
  /** the stored file name of the photo */
  image: string | null;
  imageType: string | null;
  comment: string;
  language: Language;
  status: 'pending' | 'approved';
  createdAt: string;
  approvedAt: string | null;
}

export interface Testimonials {
  add(testimonial: Testimonial): Promise<void>;
  find(id: string): Promise<Testimonial | undefined>;
  /** Publishes it; false when there is no such testimonial. Approving twice is harmless. */
  approve(id: string, now: string): Promise<boolean>;
  /** The published ones, newest approval first. */
  approved(limit: number): Promise<Testimonial[]>;
}
