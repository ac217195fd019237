/**
 * A testimonial posted with the form (`POST /requests/testimonial`, submissions/request-kinds.ts):
 * kept pending, with the agency's approve link, signed (an HMAC of the id with the
 * server's `testimonials` secret), which routes/testimonials.ts checks.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Language } from '../../../core/i18n/languages.ts';
import type { UnitOfWork } from '../delivery/unit-of-work.ts';
import type { UploadedFile } from '../mail/compose.ts';
import type { ServerStores } from '../repositories/index.ts';

/** The signature of a testimonial's approve link. */
export async function testimonialSignature(stores: Pick<ServerStores, 'secrets'>, id: string): Promise<string> {
  return createHmac('sha256', await stores.secrets.get('testimonials')).update(`approve\n${id}`).digest('base64url');
}

/** Keeps a posted testimonial, pending, in the unit of its lead; the agency's approve link. */
export async function addTestimonial(
  unit: Pick<UnitOfWork, 'repositories' | 'stores'>,
  now: number,
  requestId: string,
  value: Record<string, unknown>,
  files: readonly UploadedFile[],
  language: Language,
  apiUrl: string,
): Promise<{ approveTestimonial: string; testimonialId: string }> {
  const id = randomUUID();
  const image = files.find((file) => file.field === 'image');
  const text = (name: string) => (typeof value[name] === 'string' && value[name] ? (value[name] as string) : null);
  await unit.repositories.testimonials.add({
    id,
    requestId,
    name: String(value.name),
    about: text('aboutYou'),
    website: text('website'),
    image: image ? image.path.split('/').pop()! : null,
    imageType: image?.type ?? null,
    comment: String(value.comment),
    language,
    status: 'pending',
    createdAt: new Date(now).toISOString(),
    approvedAt: null,
  });
  return { testimonialId: id, approveTestimonial: `${apiUrl}/testimonials/${id}/approve?signature=${await testimonialSignature(unit.stores, id)}` };
}
