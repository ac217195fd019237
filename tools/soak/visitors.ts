/**
 * The soak's visitors: each plays, from its own seeded generator, what a visitor of the
 * site does, through the widgets' own API client (core/api: the same bodies, the same
 * Idempotency-Key per logical send, the same retries) and the forms' send policy
 * (core/api/submission.ts: a send whose answer never came goes again under its key). A
 * send the server turned away for now (`503`/`429` with `Retry-After`, or no answer) is
 * sent again after the time it asked, a few times, as a visitor pressing "send" again.
 *
 * Every request goes to a live instance, as a load balancer sends it, with the visitor's
 * own address in `X-Forwarded-For` (the instances trust the proxy on loopback), so that
 * the per-address limits count visitors, not the soak.
 */
import type { AppointmentBooking, RequestBody } from '../../core/api/bodies.ts';
import { createApiClient, type ApiClient } from '../../core/api/client-all.ts';
import type { RequestKind } from '../../core/api/contract.ts';
import { ApiError } from '../../core/api/errors.ts';
import { propertyMapReads } from '../../core/api/resources/property-map.ts';
import { demands as demandResource } from '../../core/api/resources/demands.ts';
import { newsletter as newsletterResource } from '../../core/api/resources/newsletter.ts';
import { createSubmission } from '../../core/api/submission.ts';
import { demandStartValues } from '../../core/demand/start-values.ts';
import { keepInformedQuery } from '../../core/favourites/keep-informed.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { CONTACT_KINDS } from '../../demo/server/crm/forward.ts';
import { validForms } from '../../demo/testing/fixtures.ts';
import type { TestSmtp } from '../../demo/testing/smtp.ts';
import type { Expectation, Ledger } from './ledger.ts';
import type { Random } from './random.ts';

/** What the visitors find on the site, read once at the start. */
export interface World {
  sale: PropertySummary[];
  rent: PropertySummary[];
  /** listings whose calendar has moments (the CRM's open houses and viewings) */
  bookable: number[];
  projects: number[];
  /** paths of the site's pages (the sitemap) */
  pages: string[];
  /** a listing's detail page (Dutch), by its id */
  detailPages: Map<number, string>;
  owner: { login: string; password: string };
  cv: Uint8Array;
  photo: Uint8Array;
}

const BASE = 'http://soak.invalid';

/** What an attempt was, by its method and path: the rows of the table. */
export function kindOf(method: string, url: URL, multipart: boolean): string {
  const path = url.pathname;
  if (path.startsWith('/render/')) return 'page include';
  if (!path.startsWith('/api/v1/')) return 'page';
  const api = path.slice('/api/v1'.length);
  if (api.startsWith('/requests/')) return `form ${api.slice('/requests/'.length)}${multipart ? ' +file' : ''}`;
  if (api === '/appointments') return method === 'POST' ? 'booking' : 'booking slots';
  if (api === '/properties/map') return 'map search';
  if (api === '/properties') return 'list search';
  if (/^\/properties\/\d+$/.test(api)) return 'detail';
  if (api === '/owner/session') return method === 'POST' ? 'owner login' : 'owner session';
  if (api.startsWith('/owner/')) return 'owner portal';
  if (api === '/demands/confirm') return 'demand confirm';
  if (api === '/newsletter/confirm') return 'newsletter confirm';
  if (api === '/visits') return 'page view count';
  return `other ${api.split('/')[1] ?? ''}`;
}

export interface VisitorContext {
  ledger: Ledger;
  world: World;
  smtp: TestSmtp;
  /** origins listening now */
  live(): string[];
  /** the run is over: give up waiting */
  stopped(): boolean;
  /** for every address a visitor types: unique to the run */
  prefix: string;
}

let counter = 0;
let rotation = 0;

/** fetch through the load balancer: a live instance, the visitor's address; each attempt written down. */
function balancedFetch(context: VisitorContext, address: string, cookies: Map<string, string>): typeof fetch {
  return async (input, init = {}) => {
    const requested = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const kind = kindOf(method, requested, init.body instanceof FormData);
    const origins = context.live();
    const origin = origins.length ? origins[rotation++ % origins.length]! : 'http://127.0.0.1:9';
    const target = new URL(`${requested.pathname}${requested.search}`, origin);
    const headers = new Headers(init.headers);
    headers.set('X-Forwarded-For', address);
    if (cookies.size) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const started = performance.now();
    try {
      const response = await fetch(target, { ...init, headers });
      const ms = performance.now() - started;
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        if (!name) continue;
        if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.set(name.trim(), value.trim());
        else cookies.delete(name.trim());
      }
      context.ledger.attempt({ kind, status: response.status, ms, announced: response.headers.has('retry-after'), origin, at: Date.now() - context.ledger.started });
      return response;
    } catch (error) {
      context.ledger.attempt({ kind, status: 0, ms: performance.now() - started, announced: false, origin, at: Date.now() - context.ledger.started });
      throw error;
    }
  };
}

export class Visitor {
  readonly client: ApiClient;
  private readonly cookies = new Map<string, string>();
  private readonly fetch: typeof fetch;

  constructor(
    private readonly context: VisitorContext,
    private readonly random: Random,
  ) {
    const address = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
    this.fetch = balancedFetch(context, address, this.cookies);
    this.client = createApiClient({ baseUrl: `${BASE}/api/v1`, fetch: this.fetch, random: () => random.next() });
  }

  /** A new address only this send will name. */
  email(what: string): string {
    return `${this.context.prefix}-${what}-${++counter}@example.be`;
  }

  private get world() {
    return this.context.world;
  }

  private listing(goal: 'sale' | 'rent' = this.random.chance(0.7) ? 'sale' : 'rent'): PropertySummary {
    return this.random.pick(goal === 'sale' ? this.world.sale : this.world.rent);
  }

  /** A page of the site as a browser asks it (no answer is written down with the attempt). */
  async page(path = this.random.pick(this.world.pages)): Promise<void> {
    const response = await this.fetch(`${BASE}${path}`, { headers: { Accept: 'text/html' } }).catch(() => undefined);
    await response?.arrayBuffer();
  }

  /**
   * A listing's detail as a CMS's page includes it (the render endpoint), asked twice as a
   * cache in front revalidates it: the second time with its ETag.
   */
  async include(): Promise<void> {
    const [id, path] = this.random.pick([...this.world.detailPages]);
    const url = `${BASE}/render/agency-property-detail?lng=nl&url=${encodeURIComponent(path)}`;
    void id;
    const first = await this.fetch(url, { headers: { Accept: 'text/html' } }).catch(() => undefined);
    await first?.arrayBuffer();
    const etag = first?.headers.get('etag');
    if (!etag) return;
    const again = await this.fetch(url, { headers: { Accept: 'text/html', 'If-None-Match': etag } }).catch(() => undefined);
    await again?.arrayBuffer();
  }

  async listSearch(): Promise<void> {
    const goal = this.random.pick(['sale', 'rent'] as const);
    const query = {
      goal,
      ...(this.random.chance(0.5) ? { type: [this.random.int(1, 7)] } : {}),
      ...(this.random.chance(0.3) ? { maxPrice: goal === 'sale' ? this.random.int(2, 8) * 100_000 : this.random.int(6, 20) * 100 } : {}),
      ...(this.random.chance(0.3) ? { sort: this.random.pick(['price', '-price', 'city', '-date'] as const) } : {}),
      page: this.random.chance(0.8) ? 1 : 2,
      lang: this.random.pick(['nl', 'fr', 'en', 'de'] as const),
    };
    await this.client.properties.list(query);
  }

  async mapSearch(): Promise<void> {
    const zoom = this.random.int(6, 12);
    const lat = 50.5 + this.random.next();
    const lng = 3.5 + this.random.next() * 2;
    const span = 8 / 2 ** zoom * 10;
    await propertyMapReads
      .map({ goal: this.random.pick(['sale', 'rent'] as const) }, { zoom, bbox: [lng - span, lat - span / 2, lng + span, lat + span / 2] })
      .load(this.client);
  }

  async detail(): Promise<PropertySummary> {
    const listing = this.listing();
    await this.client.properties.get(listing.ID, this.random.pick(['nl', 'fr', 'en', 'de'] as const));
    if (this.random.chance(0.5)) await this.client.properties.similar(listing.ID);
    await this.client.visits.record(listing.ID);
    return listing;
  }

  /**
   * One logical send with the forms' policy; resent under its key after a failure the
   * server announced as passing (or no answer), waiting what it asked.
   */
  async send<T extends { id: string }>(kind: string, email: string, expect: Expectation | undefined, send: (key: string) => Promise<T>): Promise<T | undefined> {
    let answer: T | undefined;
    const submission = createSubmission(async (_body: null, key) => (answer = await send(key)));
    let resends = 0;
    let outcome = await submission.submit('content', async () => null);
    const key = () => submission.key;
    let lastKey = key();
    while (outcome.status !== 'stored' && resends < 4 && !this.context.stopped()) {
      const error = outcome.error;
      const passing = outcome.status === 'uncertain' || error.code === 'too_many_attempts' || error.code === 'internal' || error.code === 'mail_failed';
      if (!passing || (error.retryAfter ?? 0) > 30) break;
      resends++;
      await new Promise((resolve) => setTimeout(resolve, (error.retryAfter ?? 2) * 1000));
      lastKey = key() ?? lastKey;
      outcome = await submission.submit('content', async () => null);
    }
    this.context.ledger.send({
      kind,
      key: lastKey,
      email,
      outcome: outcome.status === 'stored' ? 'stored' : `${outcome.status === 'uncertain' ? 'gave up: ' : ''}${outcome.error.code}`,
      id: outcome.status === 'stored' ? outcome.id : undefined,
      resends,
      expect,
    });
    return outcome.status === 'stored' ? answer : undefined;
  }

  /** A form of `kind`, valid, about a listing of the site; with a file where the kind takes one and `withFile`. */
  async form(kind: RequestKind, options: { withFile?: boolean; about?: PropertySummary; email?: string } = {}): Promise<string | undefined> {
    const sale = options.about && options.about.Goal === 0 ? options.about : this.listing('sale');
    const rent = options.about && options.about.Goal !== 0 ? options.about : this.listing('rent');
    const email = options.email ?? this.email(kind);
    const forms = validForms({ sale: sale.ID, rent: rent.ID });
    const language = this.random.pick(['nl', 'fr', 'en', 'de'] as const);
    let body: Record<string, unknown> = { ...forms[kind] };
    if ('email' in body) body.email = email;
    if (kind === 'offer') body.personA = { ...(body.personA as object), email };
    if (kind === 'contact') body.projectId = this.random.pick(this.world.projects);
    if (kind === 'friend') body.friendEmail = this.email('friend-of');
    if (kind === 'demand') {
      // about this listing: its place and type, and no bound it could miss
      const { minPrice: _min, maxPrice: _max, minBedrooms: _bedrooms, ...search } = body;
      body = { ...search, zones: [sale.Zip ?? '9000'], propertyTypes: [sale.WebID], frequency: 'daily' };
    }
    if (kind === 'testimonial') body = { ...body, name: email.slice(0, 60) };
    const withFile = options.withFile ?? this.random.chance(0.5);
    if (withFile && kind === 'job') body.cv = new File([new Uint8Array(this.world.cv)], 'cv.pdf', { type: 'application/pdf' });
    if (withFile && kind === 'testimonial') body.image = new File([new Uint8Array(this.world.photo)], 'photo.png', { type: 'image/png' });
    const table: Expectation['table'] = kind === 'demand' ? 'demand_confirmations' : kind === 'newsletter' ? 'newsletter_subscribers' : kind === 'testimonial' ? 'testimonials' : 'requests';
    const expect: Expectation = { table, mail: true, crm: CONTACT_KINDS.has(kind) ? (kind === 'contact' ? 'ContactOnMeProject' : 'ContactOnMe') : undefined };
    const label = `form ${kind}${body.cv || body.image ? ' +file' : ''}`;
    const stored = await this.send(label, kind === 'testimonial' ? String(body.name) : email, expect, (key) =>
      this.client.requests.send(kind, body as RequestBody<typeof kind>, { idempotencyKey: key, language }),
    );
    if (stored && kind === 'demand') await this.confirmDemand(email);
    if (stored && kind === 'newsletter' && this.random.chance(0.5)) {
      const token = await this.linkToken(email, 'confirm');
      if (token) await newsletterResource(this.client).confirm(token).catch((error: unknown) => this.unexpected('newsletter confirm', error));
    }
    return stored?.id;
  }

  /** The confirmation link of a demand's mail, followed: the demand is stored then. */
  private async confirmDemand(email: string): Promise<void> {
    const token = await this.linkToken(email, 'confirm');
    if (!token) return;
    await this.send('demand confirm', email, { table: 'demands', mail: true, crm: 'DemandRegister2' }, () => demandResource(this.client).confirm(token));
  }

  /** `?parameter=` of the link in the mail to `email`, once it came (while the run lasts and a while after). */
  private async linkToken(email: string, parameter: string): Promise<string | undefined> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const mail = this.context.smtp.received.find((item) => item.to.includes(email) && item.raw.includes(`?${parameter}=`));
      if (mail) {
        const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const match = new RegExp(`[?&]${parameter}=([A-Za-z0-9_.~-]+)`).exec(text);
        return match?.[1];
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return undefined;
  }

  /** From a few favourites, "keep me informed" of one of them: the demand form filled in as the link fills it. */
  async favourites(): Promise<void> {
    const favourites = Array.from({ length: this.random.int(1, 3) }, () => this.listing());
    for (const favourite of favourites) await this.client.properties.summary(favourite.ID);
    const favourite = this.random.pick(favourites);
    if (this.random.chance(0.5)) {
      await this.form('info', { about: favourite });
      return;
    }
    const start = demandStartValues(new URLSearchParams(keepInformedQuery(favourite)).toString());
    const email = this.email('keep-informed');
    const body = {
      goal: start.goal ?? 'buy',
      ...(start.types ? { propertyTypes: start.types.map(Number) } : {}),
      ...(start.propertyTypes ? { propertyTypes: start.propertyTypes.map(Number) } : {}),
      zones: start.zones?.length ? start.zones : [favourite.Zip ?? '9000'],
      ...(start.maxPrice ? { maxPrice: Number(start.maxPrice) } : {}),
      title: 'ms',
      firstName: 'Fien',
      lastName: 'Favoriet',
      email,
    } as unknown as RequestBody<'demand'>;
    const stored = await this.send('form demand', email, { table: 'demand_confirmations', mail: true, crm: undefined }, (key) =>
      this.client.requests.send('demand', body, { idempotencyKey: key, language: 'nl' }),
    );
    if (stored) await this.confirmDemand(email);
  }

  /** Visitors racing for the places of one moment. */
  static async race(visitors: Visitor[], world: World, random: Random, ledger: Ledger): Promise<void> {
    if (world.bookable.length === 0) return;
    const propertyId = random.pick(world.bookable);
    const first = visitors[0]!;
    const { slots } = await first.client.appointments.slots(propertyId);
    if (slots.length === 0) return;
    const slot = random.pick(slots);
    await Promise.all(
      visitors.map((visitor) => {
        const email = visitor.email('booking');
        const booking: AppointmentBooking = { propertyId, slotId: slot.id, title: 'mr', firstName: 'Tom', lastName: 'Wachter', email, phone: '0486 55 21 09' };
        return visitor.send('booking', email, { table: 'appointments', mail: true, crm: 'RegisterPerson' }, (key) => visitor.client.appointments.book(booking, { idempotencyKey: key }));
      }),
    );
    // a moment of this listing asked for through another one: never a place
    const other = world.bookable.find((id) => id !== propertyId);
    if (other === undefined) return;
    const email = first.email('wrong-booking');
    const wrong: AppointmentBooking = { propertyId: other, slotId: slot.id, title: 'mr', firstName: 'Tom', lastName: 'Verkeerd', email, phone: '0486 55 21 09' };
    const confirmed = await first.send('booking', email, { table: 'appointments', mail: true, crm: 'RegisterPerson' }, (key) => first.client.appointments.book(wrong, { idempotencyKey: key }));
    if (confirmed) ledger.wrongBookings++;
  }

  async owner(): Promise<void> {
    const { login, password } = this.world.owner;
    const wrong = this.random.chance(0.1);
    try {
      await this.client.owner.login({ username: login, password: wrong ? `${password}-wrong` : password });
    } catch (error) {
      if (error instanceof ApiError) return;
      throw error;
    }
    const properties = await this.client.owner.properties();
    for (const property of properties.slice(0, 2)) {
      await this.client.owner.statistics(property.ID);
      await this.client.owner.history(property.ID);
    }
    await this.client.owner.logout();
  }

  /** A failure that is not an answer of the API, or not one a visitor meets: written down for the report. */
  unexpected(step: string, error: unknown): void {
    if (error instanceof ApiError) return;
    this.context.ledger.odd(`${step}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
