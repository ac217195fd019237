// Leads and their uploads are stored together, purged together, and the documents
// of a property go once to an address. On SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { Lead, Leads } from '../leads.ts';
import { sqlLeads } from './leads.ts';
import { ENGINES } from '../../../testing/databases.ts';

describe.each(ENGINES)('leads on $name', ({ open }) => {
  let db: Database;
  let leads: Leads;
  beforeAll(async () => {
    db = await open();
    leads = sqlLeads(db);
  });
  afterAll(() => db?.close());

  const count = async (table: 'requests' | 'uploads', id: string) =>
    table === 'uploads'
      ? (await db.db.selectFrom('uploads').select(({ fn }) => fn.countAll<number>().as('n')).where('request_id', '=', id).executeTakeFirstOrThrow()).n
      : (await db.db.selectFrom('requests').select(({ fn }) => fn.countAll<number>().as('n')).where('id', '=', id).executeTakeFirstOrThrow()).n;

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

  describe('add, purge, forget', () => {
    it('documents: requested once per property and address', async () => {
      expect(await leads.documentsRequested(7, 'an@example.be')).toBe(false);
      expect(await leads.add(lead({ id: 'd1', kind: 'documents', propertyId: 7 }))).toBe(true);
      expect(await leads.documentsRequested(7, 'an@example.be')).toBe(true);
      expect(await leads.documentsRequested(7, 'bart@example.be')).toBe(false);
      expect(await leads.documentsRequested(8, 'an@example.be')).toBe(false);
    });

    it('a second documents request that got past the check is refused, not stored', async () => {
      expect(await leads.add(lead({ id: 'd2', kind: 'documents', propertyId: 7 }))).toBe(false);
      expect(await count('requests', 'd2')).toBe(0);
    });

    it('other kinds may repeat', async () => {
      expect(await leads.add(lead({ id: 'v1', kind: 'visit', propertyId: 7 }))).toBe(true);
      expect(await leads.add(lead({ id: 'v2', kind: 'visit', propertyId: 7 }))).toBe(true);
    });

    it('keeps the uploads with their lead, and purges both at the end of their retention', async () => {
      const cv = { field: 'cv', originalName: 'cv.pdf', mime: 'application/pdf', size: 1234, storedName: 'abc.pdf' };
      expect(await leads.add(lead({ id: 'j1', kind: 'job', data: { position: 'makelaar' }, uploads: [cv] }))).toBe(true);
      expect(await db.db.selectFrom('uploads').select(['field', 'original_name', 'mime', 'size', 'stored_name']).where('request_id', '=', 'j1').executeTakeFirst()).toEqual({
        field: 'cv',
        original_name: 'cv.pdf',
        mime: 'application/pdf',
        size: 1234,
        stored_name: 'abc.pdf',
      });
      expect(JSON.parse((await db.db.selectFrom('requests').select('data').where('id', '=', 'j1').executeTakeFirstOrThrow()).data)).toEqual({ position: 'makelaar' });
      expect(await leads.purge('job', '2024-01-01T09:00:00.000Z')).toEqual([]);
      expect(await leads.purge('job', '2024-01-01T11:00:00.000Z')).toEqual(['abc.pdf']);
      expect([await count('requests', 'j1'), await count('uploads', 'j1')]).toEqual([0, 0]);
    });

    it('forgets the leads of one kind from one address', async () => {
      expect(await leads.add(lead({ id: 'n1', kind: 'newsletter' }))).toBe(true);
      expect(await leads.add(lead({ id: 'n2', kind: 'newsletter', email: 'bart@example.be' }))).toBe(true);
      await leads.forget('newsletter', 'an@example.be');
      expect([await count('requests', 'n1'), await count('requests', 'n2'), await count('requests', 'v1')]).toEqual([0, 1, 1]);
    });

    it('a purged documents request may be made again', async () => {
      await leads.purge('documents', '2025-01-01T00:00:00.000Z');
      expect(await leads.documentsRequested(7, 'an@example.be')).toBe(false);
    });
  });
});
