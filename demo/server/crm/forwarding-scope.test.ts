// The CRM a form's call goes to is the CRM of the work under way, read as its unit begins
// and as its job is delivered: with many agencies each agency's own (plugins/delivery.ts
// reads it in the agency's scope), none for an agency without one, and a job queued for one
// CRM is not taken by another; the owner portal answers from the agency's own CRM. No CRM is
// called here: what is checked is what is queued for which CRM, what a delivery refuses, and
// which CRM's owners answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { DeliveryJob } from '../repositories/delivery-jobs.ts';
import { memorySteps } from '../repositories/delivery-jobs.ts';
import type { Repositories } from '../repositories/index.ts';
import type { Lead } from '../repositories/leads.ts';
import { crmForwarding, scopedCrmRepositories } from './crm.ts';
import { type CrmSettings, crmSettingsFromEnv } from './settings.ts';

const omnicasa = (customer: string) => crmSettingsFromEnv({ CRM: 'omnicasa', OMNICASA_URL: 'http://127.0.0.1:9/', OMNICASA_CUSTOMER: customer, OMNICASA_PASSWORD: 'x' })!;
const whise = crmSettingsFromEnv({ CRM: 'whise', WHISE_URL: 'http://127.0.0.1:9/', WHISE_USERNAME: 'u', WHISE_PASSWORD: 'p', WHISE_CLIENT_ID: '1' })!;

const lead: Lead = {
  id: 'lead-1',
  kind: 'info',
  propertyId: 12,
  projectId: null,
  email: 'an@example.be',
  language: 'nl',
  data: { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', remark: 'Is de tuin omheind?' },
  createdAt: '2026-11-29T10:00:00.000Z',
  uploads: [],
};

/** What a unit queues when a lead is stored, with the CRM `current` names at that moment. */
async function queuedFor(current: CrmSettings | undefined): Promise<{ kind: string; payload: unknown }[]> {
  let settings = current;
  const forwarding = crmForwarding(() => settings, () => 'nl', ['omnicasa', 'whise']);
  const queued: { kind: string; payload: unknown }[] = [];
  const stored = { leads: { add: async () => true } } as unknown as Repositories;
  const unit = forwarding.repositories(stored, async (job) => void queued.push(job));
  settings = undefined; // what counts is the CRM as the unit began
  await unit.leads.add(lead);
  return queued;
}

describe('the CRM of the work under way', () => {
  it.each([
    ['an agency on Omnicasa', omnicasa('agency-a'), ['omnicasa']],
    ['an agency on Whise', whise, ['whise']],
    ['an agency without a CRM', undefined, []],
  ])('%s: a stored lead queues a call for its own CRM only', async (_name, settings, kinds) => {
    expect((await queuedFor(settings)).map((job) => job.kind)).toEqual(kinds);
  });

  it('a job is delivered by the CRM of its agency, and one queued for another CRM is refused, not sent elsewhere', async () => {
    let settings: CrmSettings | undefined = omnicasa('agency-a');
    const forwarding = crmForwarding(() => settings, () => 'nl', ['omnicasa', 'whise']);
    const job = (kind: string) => ({ id: 1, kind, payload: {}, attempts: 0 }) as unknown as DeliveryJob;
    await expect(forwarding.handler({}, job('whise'), memorySteps())).rejects.toThrow(/CRM is "omnicasa", not "whise"/);
    settings = undefined;
    await expect(forwarding.handler({}, job('omnicasa'), memorySteps())).rejects.toThrow(/CRM is none, not "omnicasa"/);
  });
});

describe('the owner portal of the work under way', () => {
  it('answers from the CRM of the current agency, each with its own account, and from the local store for one without', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-owners-scope-'));
    const database = await openDatabase({ dataDir });
    try {
      let settings: CrmSettings | undefined = omnicasa('agency-a');
      const { owners } = scopedCrmRepositories(() => settings, database, () => ({ agencyLanguage: 'nl', now: Date.now }));
      // a CRM that keeps the passwords mails its own reminder, as the agency's CRM does, with its kind
      expect(owners.reminderJob?.('an@example.be', 'nl')).toMatchObject({ kind: 'omnicasa' });
      // Whise keeps no reminder call: its own reminder goes as a mail job
      settings = whise;
      expect(owners.reminderJob?.('an@example.be', 'nl')).toMatchObject({ kind: 'mail' });
      // an agency without a CRM: the local store, which sends the server's own reminder and knows no such owner
      settings = undefined;
      expect(owners.reminderJob).toBeUndefined();
      expect(await owners.byEmail('an@example.be')).toBeUndefined();
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
