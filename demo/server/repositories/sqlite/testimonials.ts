/** Testimonials in `testimonials`. */
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Db } from '../../db/database.ts';
import type { Testimonial, Testimonials } from '../testimonials.ts';

interface Row {
  id: string;
  request_id: string | null;
  name: string;
  about: string | null;
  website: string | null;
  image: string | null;
  image_type: string | null;
  comment: string;
  language: string;
  status: 'pending' | 'approved';
  created_at: string;
  approved_at: string | null;
}

const toTestimonial = (row: Row): Testimonial => ({
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

export function sqliteTestimonials(db: Db): Testimonials {
  const insert = db.prepare(
    `INSERT INTO testimonials (id, request_id, name, about, website, image, image_type, comment, language, status, created_at, approved_at)
     VALUES (@id, @requestId, @name, @about, @website, @image, @imageType, @comment, @language, @status, @createdAt, @approvedAt)`,
  );
  const find = db.prepare('SELECT * FROM testimonials WHERE id = ?');
  const approve = db.prepare(`UPDATE testimonials SET status = 'approved', approved_at = COALESCE(approved_at, ?) WHERE id = ?`);
  const approved = db.prepare(`SELECT * FROM testimonials WHERE status = 'approved' ORDER BY approved_at DESC, id LIMIT ?`);
  const remove = db.prepare('DELETE FROM testimonials WHERE id = ?');
  return {
    async add(testimonial) {
      insert.run(testimonial);
    },
    async find(id) {
      const row = find.get(id) as Row | undefined;
      return row ? toTestimonial(row) : undefined;
    },
    async approve(id, now) {
      return approve.run(now, id).changes > 0;
    },
    async approved(limit) {
      return (approved.all(limit) as Row[]).map(toTestimonial);
    },
    async remove(id) {
      remove.run(id);
    },
  };
}
