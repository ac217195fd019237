/**
 * The CRMs the server can run on, each over its fake, in the same words: a contract suite,
 * an end-to-end test or the benchmark lists these and runs the same cases on each. One
 * more connector is one more entry.
 */
import { FIRST_PROPERTY_ID, OWNER } from '../fake-omnicasa/catalogue.ts';
import { type FakeOmnicasa, startFakeOmnicasa } from '../fake-omnicasa/server.ts';
import { FIRST_ESTATE_ID } from '../fake-whise/catalogue.ts';
import { type FakeWhise, startFakeWhise } from '../fake-whise/server.ts';
import type { CatalogueOptions } from '../fake-omnicasa/catalogue.ts';
import { type CrmSettings, crmSettingsFromEnv } from '../server/crm/settings.ts';
import type { FakeService } from './fake-crm.ts';

export interface FakeCrm {
  kind: string;
  fake: FakeService;
  /** the settings of a server on this fake (more variables may be added, e.g. SYNC_MINUTES) */
  settings(env?: Record<string, string>): CrmSettings;
  /** the id of the fake's first listing; the owner's are the first three */
  firstId: number;
  /** the owner who logs in to the portal, and what the CRM tells of them */
  owner: { login: string; password: string; account: { Email: string; FirstName: string; LastName: string } };
  /** what the CRM says in its own words when it changes, or loses, a listing */
  setPrice(id: number, price: number): void;
  remove(id: number): void;
  /** the answers carry the listing with this field of the CRM's wire format given another value, until repaired */
  corrupt(id: number, field: string, value: unknown): void;
  repair(id: number): void;
  /** the leads the site sent, one entry per lead, by the address it names */
  leadEmails(): string[];
}

export interface FakeCrmKind {
  /** as the tests name it */
  name: string;
  kind: string;
  start(options?: CatalogueOptions & { password?: string }): Promise<FakeCrm>;
}

export const FAKE_CRMS: readonly FakeCrmKind[] = [
  {
    name: 'Omnicasa over its fake',
    kind: 'omnicasa',
    async start(options = {}) {
      const fake: FakeOmnicasa = await startFakeOmnicasa(options);
      const password = options.password ?? 'fake-password';
      return {
        kind: 'omnicasa',
        fake,
        settings: (env = {}) => crmSettingsFromEnv({ CRM: 'omnicasa', OMNICASA_URL: fake.url, OMNICASA_CUSTOMER: 'immo-demo', OMNICASA_PASSWORD: password, ...env })!,
        firstId: FIRST_PROPERTY_ID,
        owner: { login: OWNER.Email, password: OWNER.Password, account: { Email: OWNER.Email, FirstName: OWNER.FirstName, LastName: OWNER.Name } },
        setPrice: (id, price) => fake.catalogue.setPrice(id, price),
        remove: (id) => fake.catalogue.deleteProperty(id),
        corrupt: (id, field, value) => fake.catalogue.corrupt(id, { field, value }),
        repair: (id) => fake.catalogue.repair(id),
        leadEmails: () => fake.received('ContactOnMe').map((call) => String(call.Email)),
      };
    },
  },
  {
    name: 'Whise over its fake',
    kind: 'whise',
    async start(options = {}) {
      const fake: FakeWhise = await startFakeWhise(options);
      return {
        kind: 'whise',
        fake,
        settings: (env = {}) => crmSettingsFromEnv({ ...fake.env(), ...env })!,
        firstId: FIRST_ESTATE_ID,
        // Whise answers no name of an owner: the account is their login
        owner: { login: OWNER.Email, password: OWNER.Password, account: { Email: OWNER.Email, FirstName: '', LastName: '' } },
        setPrice: (id, price) => fake.catalogue.setPrice(id, price),
        remove: (id) => fake.catalogue.deleteEstate(id),
        corrupt: (id, field, value) => fake.catalogue.corrupt(id, field, value),
        repair: (id) => fake.catalogue.repair(id),
        leadEmails: () => fake.received('v1/contacts/upsert').map((call) => String(call.PrivateEmail)),
      };
    },
  },
];
