/** Leads in `requests`, their files in `uploads`. A unique index keeps one documents request per property and address. */
import { randomUUID } from 'node:crypto';
import { inTransaction, type Sql } from '../../db/database.ts';
import type { Leads } from '../leads.ts';
import { sql as raw } from 'kysely';
import { changed } from './stores.ts';

export function sqlLeads(sql: Sql): Leads {
  const { db } = sql;
  const ofKind = (kind: string) => db.selectFrom('requests').select('id').where('kind', '=', kind);
  return {
    async documentsRequested(propertyId, email) {
      const row = await db
        .selectFrom('requests')
        .select('id')
        .where('kind', '=', 'documents')
        .where('property_id', '=', propertyId)
        .where('email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },
    async add(lead) {
      return inTransaction(sql, async ({ db }) => {
        // two tabs asking for the same documents at once: the partial unique index lets one in
        const inserted = await db
          .insertInto('requests')
          .values({
            id: lead.id,
            kind: lead.kind,
            property_id: lead.propertyId,
            project_id: lead.projectId,
            email: lead.email,
            language: lead.language,
            data: JSON.stringify(lead.data),
            created_at: lead.createdAt,
          })
          .onConflict((conflict) => conflict.columns(['property_id', 'email', 'agency_id']).where(raw<boolean>`kind = 'documents'`).doNothing())
          .executeTakeFirst();
        if (changed(inserted) === 0) return false;
        if (lead.uploads.length > 0) {
          await db
            .insertInto('uploads')
            .values(
              lead.uploads.map((file) => ({
                id: randomUUID(),
                request_id: lead.id,
                field: file.field,
                original_name: file.originalName,
                mime: file.mime,
                size: file.size,
                stored_name: file.storedName,
                created_at: lead.createdAt,
              })),
            )
            .execute();
        }
        return true;
      });
    },
    async purge(kind, before) {
      return inTransaction(sql, async ({ db }) => {
        const expired = db.selectFrom('requests').select('id').where('kind', '=', kind).where('created_at', '<', before);
        const files = await db.deleteFrom('uploads').where('request_id', 'in', expired).returning('stored_name').execute();
        await db.deleteFrom('requests').where('kind', '=', kind).where('created_at', '<', before).execute();
        return files.map((file) => file.stored_name);
      });
    },
    async forget(kind, email) {
      await inTransaction(sql, async ({ db }) => {
        await db.deleteFrom('uploads').where('request_id', 'in', ofKind(kind).where('email', '=', email)).execute();
        await db.deleteFrom('requests').where('kind', '=', kind).where('email', '=', email).execute();
      });
    },
  };
}
