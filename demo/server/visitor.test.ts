// Page views and cookie-consent records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('POST /visits', () => {
  it('records a page view that the owner statistics count', async () => {
    const propertyId = server.app.db.prepare('SELECT id FROM properties WHERE owner_id IS NOT NULL AND online = 1 LIMIT 1').pluck().get() as number;
    const before = server.count('visits', 'property_id = ?', propertyId);
    await server.client.visits.record(propertyId);
    expect(server.count('visits', 'property_id = ?', propertyId)).toBe(before + 1);
  });

  it('404 for a property that is not online; 422 for a body without a property', async () => {
    expect((await server.post('/api/v1/visits', { propertyId: 999_999 })).status).toBe(404);
    expect((await server.post('/api/v1/visits', {})).status).toBe(422);
  });
});

describe('POST /consents', () => {
  const decision = {
    id: '1B4E28BA-2FA1-4D2E-8C3F-0123456789AB',
    revision: 2,
    choices: { analytics: true, marketing: false, social: false, unclassified: false },
    language: 'fr',
    path: '/fr/contact/',
  } as const;

  it('stores each decision as its own row, with server time and nothing personal', async () => {
    const first = await server.client.consents.record(decision);
    expect(first.id).toBe(decision.id.toLowerCase());
    expect(Math.abs(Date.parse(first.time) - Date.now())).toBeLessThan(60_000);
    await server.client.consents.record({ ...decision, choices: { analytics: true, marketing: true, social: true, unclassified: true } });
    const rows = server.app.db.prepare('SELECT * FROM consents WHERE id = ? ORDER BY row').all(first.id) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(['agency_id', 'choices', 'id', 'language', 'path', 'revision', 'row', 'time']);
    expect(JSON.parse(rows[1]!.choices as string)).toEqual({ analytics: true, marketing: true, social: true, unclassified: true });
    expect(rows[0]).toMatchObject({ revision: 2, language: 'fr', path: '/fr/contact/' });
  });

  it('answers 201 { id, time }', async () => {
    const response = await server.post('/api/v1/consents', decision);
    expect(response.status).toBe(201);
    expect(Object.keys(await response.json()).sort()).toEqual(['id', 'time']);
  });
});
