// Leads and their uploads are stored together, taken back together, and the documents
// of a property go once to an address.
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { Lead } from '../leads.ts';
import { sqliteLeads } from './leads.ts';
import { memoryDb } from '../../../testing/sqlite.ts';

const db: Db = memoryDb();
const leads = sqliteLeads(db);
afterAll(() => db.close());

const count = (table: string, id: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${table === 'uploads' ? 'request_id' : 'id'} = ?`).pluck().get(id) as number;

const lead = (fields: Partial<Lead> & Pick<Lead, 'id'>): Lead => ({
  kind: 'contact',
  propertyId: null,
  projectId: null,
  email: 'an@example.be',
  language: 'nl',
  data: { firstName: 'An' },
  createdAt: '2024-01-01T10:00:00.000Z',
  uploads: [],
  ...fields,
});

describe('sqliteLeads', () => {
  it('documents: requested once per property and address', async () => {
    expect(await leads.documentsRequested(7, 'an@example.be')).toBe(false);
    expect(await leads.add(lead({ id: 'd1', kind: 'documents', propertyId: 7 }))).toBe(true);
    expect(await leads.documentsRequested(7, 'an@example.be')).toBe(true);
    expect(await leads.documentsRequested(7, 'bart@example.be')).toBe(false);
    expect(await leads.documentsRequested(8, 'an@example.be')).toBe(false);
  });

  it('a second documents request that got past the check is refused, not stored', async () => {
    expect(await leads.add(lead({ id: 'd2', kind: 'documents', propertyId: 7 }))).toBe(false);
    expect(count('requests', 'd2')).toBe(0);
  });

  it('other kinds may repeat', async () => {
    expect(await leads.add(lead({ id: 'v1', kind: 'visit', propertyId: 7 }))).toBe(true);
    expect(await leads.add(lead({ id: 'v2', kind: 'visit', propertyId: 7 }))).toBe(true);
  });

  it('keeps the uploads with their lead, and withdraws both', async () => {
    const cv = { field: 'cv', originalName: 'cv.pdf', mime: 'application/pdf', size: 1234, storedName: 'abc.pdf' };
    expect(await leads.add(lead({ id: 'j1', kind: 'job', data: { position: 'makelaar' }, uploads: [cv] }))).toBe(true);
    expect(db.prepare('SELECT field, original_name, mime, size, stored_name FROM uploads WHERE request_id = ?').get('j1')).toEqual({
      field: 'cv',
      original_name: 'cv.pdf',
      mime: 'application/pdf',
      size: 1234,
      stored_name: 'abc.pdf',
    });
    expect(JSON.parse(db.prepare('SELECT data FROM requests WHERE id = ?').pluck().get('j1') as string)).toEqual({ position: 'makelaar' });
    await leads.withdraw('j1');
    expect([count('requests', 'j1'), count('uploads', 'j1')]).toEqual([0, 0]);
  });

  it('a withdrawn documents request may be made again', async () => {
    await leads.withdraw('d1');
    expect(await leads.documentsRequested(7, 'an@example.be')).toBe(false);
  });
});
