/** Testimonials in `testimonials`. */
import type { Selectable } from 'kysely';
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import type { Testimonial, Testimonials } from '../testimonials.ts';

const toTestimonial = (row: Selectable<Schema['testimonials']>): Testimonial => ({
  id: row.id,
  requestId: row.request_id,
  name: row.name,
  about: row.about,
  website: row.website,
  image: row.image,
  imageType: row.image_type,
  comment: row.comment,
  language: row.language as Language,
  status: row.status,
  createdAt: row.created_at,
  approvedAt: row.approved_at,
});

export function sqlTestimonials({ db }: Sql): Testimonials {
  return {
    async add(item) {
      await db
        .insertInto('testimonials')
        .values({
          id: item.id,
          request_id: item.requestId,
          name: item.name,
          about: item.about,
          website: item.website,
          image: item.image,
          image_type: item.imageType,
          comment: item.comment,
          language: item.language,
          status: item.status,
          created_at: item.createdAt,
          approved_at: item.approvedAt,
        })
        .execute();
    },
    async find(id) {
      const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toTestimonial(row);
    },
    async approve(id, now) {
      const result = await db
        .updateTable('testimonials')
        .set((eb) => ({ status: 'approved', approved_at: eb.fn.coalesce('approved_at', eb.val(now)) }))
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async approved(limit) {
      const rows = await db
        .selectFrom('testimonials')
        .selectAll()
        .where('status', '=', 'approved')
        .orderBy('approved_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toTestimonial);
    },
  };
}
