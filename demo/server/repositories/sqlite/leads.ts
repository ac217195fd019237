/** Leads in `requests`, their files in `uploads`. A unique index keeps one documents request per property and address. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Leads } from '../leads.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export function sqliteLeads(db: Db): Leads {
  const documentsRequested = db.prepare(`SELECT 1 FROM requests WHERE kind = 'documents' AND property_id = ? AND email = ?`);
  const insertLead = db.prepare(
    'INSERT INTO requests (id, kind, property_id, project_id, email, language, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertUpload = db.prepare(
    'INSERT INTO uploads (id, request_id, field, original_name, mime, size, stored_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const deleteUploads = db.prepare('DELETE FROM uploads WHERE request_id = ?');
  const deleteLead = db.prepare('DELETE FROM requests WHERE id = ?');
  const expiredFiles = db
    .prepare('SELECT stored_name FROM uploads WHERE request_id IN (SELECT id FROM requests WHERE kind = ? AND created_at < ?)')
    .pluck();
  const deleteExpiredUploads = db.prepare('DELETE FROM uploads WHERE request_id IN (SELECT id FROM requests WHERE kind = ? AND created_at < ?)');
  const deleteExpired = db.prepare('DELETE FROM requests WHERE kind = ? AND created_at < ?');
  const forgetUploads = db.prepare('DELETE FROM uploads WHERE request_id IN (SELECT id FROM requests WHERE kind = ? AND email = ?)');
  const forgetLeads = db.prepare('DELETE FROM requests WHERE kind = ? AND email = ?');

  const add = db.transaction((lead: Parameters<Leads['add']>[0]) => {
    insertLead.run(lead.id, lead.kind, lead.propertyId, lead.projectId, lead.email, lead.language, JSON.stringify(lead.data), lead.createdAt);
    for (const file of lead.uploads) {
      insertUpload.run(randomUUID(), lead.id, file.field, file.originalName, file.mime, file.size, file.storedName, lead.createdAt);
    }
  });
  const withdraw = db.transaction((id: string) => {
    deleteUploads.run(id);
    deleteLead.run(id);
  });

  const purge = db.transaction((kind: string, before: string) => {
    const files = expiredFiles.all(kind, before) as string[];
    deleteExpiredUploads.run(kind, before);
    deleteExpired.run(kind, before);
    return files;
  });
  const forget = db.transaction((kind: string, email: string) => {
    forgetUploads.run(kind, email);
    forgetLeads.run(kind, email);
  });

  return {
    async purge(kind, before) {
      // immediate: the rows read are the rows deleted, whatever another connection writes meanwhile
      return purge.immediate(kind, before);
    },
    async forget(kind, email) {
      forget(kind, email);
    },
    async documentsRequested(propertyId, email) {
      return documentsRequested.get(propertyId, email) !== undefined;
    },
    async add(lead) {
      try {
        add(lead);
        return true;
      } catch (error) {
        // two tabs asking for the same documents at once: the index lets one in
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async withdraw(id) {
      withdraw(id);
    },
  };
}
