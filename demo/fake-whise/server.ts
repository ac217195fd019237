/**
 * A fake Whise: a small HTTP server that answers the calls of Whise's REST API on its wire
 * format as the public clients show it (JSON bodies, the marketplace token then the
 * client token, `Page: { Limit, Offset }` and `totalCount`, the lists under their keys,
 * `isValidRequest: false` with `validationErrors` for a request it refuses), from the
 * records of ./catalogue.ts, so that the connector can be watched and tested without an
 * account. It serves the pictures its estates point to.
 *
 * Tests (and a person at `/_fake/…`) can make it slow, fail, go down, let its tokens
 * expire, change a price, delete an estate or take it offline; it counts every call and
 * keeps what the site sent it (contacts, calendar updates).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language } from '../../core/i18n/languages.ts';
import { readWhiseTime } from '../server/crm/whise/dates.ts';
import { type Detail, drawScene, type Look, type PictureStyle } from '../server/seed/pictures.ts';
import { type CallTools, type FakeService, json, jsonBody, startFakeService } from '../testing/fake-crm.ts';
import type { CatalogueOptions } from '../fake-omnicasa/catalogue.ts';
import { CLIENT_ID, createWhiseCatalogue, FIRST_ESTATE_ID, LANGUAGE_OF_ID, OFFICE_ID, OWNER, VIEWING_ACTION_ID, type WhiseCatalogue, whiseClock } from './catalogue.ts';

export interface FakeWhiseOptions extends CatalogueOptions {
  username?: string;
  password?: string;
  port?: number;
  host?: string;
}

export interface FakeWhise extends FakeService {
  /** the API's base URL (what WHISE_URL is set to) */
  url: string;
  catalogue: WhiseCatalogue;
  /** every token given so far stops working: the next call answers 401 */
  expireTokens(): void;
  /** the settings of the server on this fake (CRM=whise and the WHISE_* variables) */
  env(): Record<string, string>;
}

/** A key of a JSON body whatever its case: .NET binds them so. */
const field = (body: Record<string, unknown>, name: string): unknown => {
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
};

const numbers = (value: unknown): number[] | undefined => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : undefined);

/** What a recorded estate's drawn pictures show: a few buildings of its kind. */
function lookOf(style: PictureStyle): Look {
  if (style === 'villa') return { style, facades: 3, storeys: 1, roof: 'gable', roofCover: 'tiles', garage: true };
  if (style === 'apartment') return { style, storeys: 4, roof: 'flat', roofCover: 'epdm', balconies: true, floor: 'parquet', kitchen: 'island' };
  return { style, roof: 'flat', roofCover: 'green', floor: 'concrete', kitchen: 'open' };
}

const refusal = (message: string) => ({ isValidRequest: false, validationErrors: [{ code: 'InvalidRequest', message }] });

export async function startFakeWhise(options: FakeWhiseOptions = {}): Promise<FakeWhise> {
  const username = options.username ?? 'immo-demo-integrator';
  const password = options.password ?? 'fake-password';
  const now = options.now ?? Date.now;
  const catalogue = createWhiseCatalogue(options);
  const marketplaceTokens = new Set<string>();
  const clientTokens = new Set<string>();
  const contacts = new Map<string, number>();
  const eventContacts = new Map<number, number[]>();
  const pictures = new Map<string, string>();
  let issued = 0;
  let origin = '';

  /** The events of the viewing action: every third estate has a viewing in four days, and one already taken in six. */
  function events(): Record<string, unknown>[] {
    const at = (days: number, hour: number) => whiseClock((Math.floor(now() / 86_400_000) + days) * 86_400_000 + hour * 3_600_000);
    return catalogue
      .listingIds()
      .filter((id) => (id - FIRST_ESTATE_ID) % 3 === 0)
      .flatMap((id) => [
        { id: id * 10 + 1, startDateTime: at(4, 9), endDateTime: at(4, 10), estates: [{ id }], contacts: (eventContacts.get(id * 10 + 1) ?? []).map((contact) => ({ id: contact })), calendarActionId: VIEWING_ACTION_ID, subject: 'Bezichtiging' },
        { id: id * 10 + 2, startDateTime: at(6, 14), endDateTime: at(6, 15), estates: [{ id }], contacts: [{ id: 1 }], calendarActionId: VIEWING_ACTION_ID, subject: 'Bezichtiging' },
      ]);
  }

  /** Page.Limit and Page.Offset of a list call, and the list's totalCount; `write` makes the page's items only. */
  function page<T>(key: string, rows: readonly T[], body: Record<string, unknown>, write: (row: T) => unknown = (row) => row) {
    const paging = (field(body, 'Page') ?? {}) as Record<string, unknown>;
    const limit = Math.max(1, Number(field(paging, 'Limit')) || 50);
    const offset = Math.max(0, Number(field(paging, 'Offset')) || 0);
    const items = rows.slice(offset, offset + limit).map(write);
    // the API leaves the list out when it holds nothing
    return { ...(items.length > 0 ? { [key]: items } : {}), totalCount: rows.length };
  }

  function estates(body: Record<string, unknown>): Record<string, unknown> {
    const filter = (field(body, 'Filter') ?? {}) as Record<string, unknown>;
    const language: Language | undefined = LANGUAGE_OF_ID[String(field(filter, 'LanguageId') ?? 'nl-BE')];
    if (!language) return refusal('LanguageId is not a language of the client.');
    const ids = numbers(field(filter, 'EstateIds'));
    const statuses = numbers(field(filter, 'StatusIds')) ?? [1];
    const displays = numbers(field(filter, 'DisplayStatusIds')) ?? [2, 3, 5];
    const range = (field(filter, 'UpdateDateTimeRange') ?? {}) as Record<string, unknown>;
    const since = readWhiseTime(field(range, 'Min'));
    const wanted = ids && new Set(ids);
    // the answers' times have seconds: an estate changed within the second asked for is in
    const rows = catalogue
      .entries()
      .filter((estate) => (!wanted || wanted.has(estate.id)) && statuses.includes(estate.status) && displays.includes(estate.displayStatusId) && (since === undefined || Math.floor(estate.updated / 1000) * 1000 >= since));
    return page('estates', rows, body, (estate) => estate.write(language, origin));
  }

  /** Each API call: its answer, or undefined for one the fake does not know. */
  const CALLS: Record<string, (body: Record<string, unknown>, call: CallTools) => unknown> = {
    'v1/estates/list': (body) => estates(body),
    'v1/estates/owned/list'(body) {
      const login = String(field(body, 'ContactUsername') ?? '').toLowerCase();
      if (login !== OWNER.Email || field(body, 'ContactPassword') !== OWNER.Password) return refusal('The contact username or password is not valid.');
      const owned = new Set(catalogue.ownerEstates());
      return page(
        'estates',
        catalogue.entries().filter((estate) => owned.has(estate.id)),
        body,
        (estate) => estate.write('nl', origin),
      );
    },
    'v1/contacts/upsert'(body, call) {
      const missing = ['Name', 'PrivateEmail', 'CountryId', 'LanguageId', 'OfficeIds'].filter((name) => field(body, name) === undefined);
      if (missing.length) return refusal(`${missing.join(', ')} required.`);
      call.record('v1/contacts/upsert', body);
      const email = String(field(body, 'PrivateEmail')).toLowerCase();
      if (!contacts.has(email)) contacts.set(email, 60_000 + contacts.size + 1);
      return { ContactId: contacts.get(email) };
    },
    'v1/calendars/list'(body) {
      const filter = (field(body, 'Filter') ?? {}) as Record<string, unknown>;
      const actions = numbers(field(filter, 'CalendarActionIds'));
      return page('calendars', events().filter((event) => !actions || actions.includes(event.calendarActionId as number)), body);
    },
    'v1/calendars/update'(body, call) {
      call.record('v1/calendars/update', body);
      const event = Number(field(body, 'CalendarId'));
      eventContacts.set(event, [...(eventContacts.get(event) ?? []), Number(field(body, 'ContactId'))]);
      return {};
    },
  };

  function mediaFile(path: string): { type: string; body: string } | undefined {
    const picture = /^\/media\/pictures\/(\d+)-(low|medium|high|full)\.svg$/.exec(path);
    if (!picture) return undefined;
    const source = catalogue.picture(Number(picture[1]));
    if (!source) return undefined;
    const key = `${picture[1]}-${picture[2]}`;
    if (!pictures.has(key)) pictures.set(key, drawScene(lookOf(source.style), source.scene, source.seed, picture[2] as Detail));
    return { type: 'image/svg+xml', body: pictures.get(key)! };
  }

  const bearer = (request: IncomingMessage) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

  async function answer(request: IncomingMessage, url: URL, response: ServerResponse, call: CallTools) {
    if (url.pathname.startsWith('/media/')) {
      const file = mediaFile(url.pathname);
      if (!file) return json(response, { Message: 'not found' }, 404);
      response.writeHead(200, { 'Content-Type': file.type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' });
      return response.end(file.body);
    }
    const path = url.pathname.slice(1);
    const known = path === 'token' || path === 'v1/admin/clients/token' || path === 'v1/admin/offices/list' || CALLS[path] !== undefined;
    if (!known) return json(response, { Message: `No HTTP resource was found that matches the request URI '${url.pathname}'.` }, 404);
    const body = await jsonBody(request);
    if (!body) return json(response, { Message: 'The request is invalid.' }, 400);
    const { Password: _password, Username: _username, ContactPassword: _contactPassword, ...params } = body;
    const failed = await call.begin(
      path,
      params,
      (failure, failing) => {
        if (failure.kind === 'not-json') {
          failing.writeHead(200, { 'Content-Type': 'application/json' });
          return failing.end('{"estates":[{"id":34');
        }
        if (failure.kind === 'no-envelope') return json(failing, { something: 'else' });
        return json(failing, refusal(failure.message ?? 'The request could not be processed.'));
      },
      response,
    );
    if (failed) return;

    if (path === 'token') {
      if (String(field(body, 'Username')) !== username || field(body, 'Password') !== password) return json(response, { Message: 'Authorization has been denied for this request.' }, 401);
      const token = `mt-${++issued}`;
      marketplaceTokens.add(token);
      return json(response, { token });
    }
    if (path === 'v1/admin/clients/token' || path === 'v1/admin/offices/list') {
      if (!marketplaceTokens.has(bearer(request) ?? '')) return json(response, { Message: 'Authorization has been denied for this request.' }, 401);
      if (Number(field(body, 'ClientId')) !== CLIENT_ID) return json(response, refusal('The client is not connected to this marketplace account.'));
      if (path === 'v1/admin/offices/list') return json(response, page('offices', [{ id: OFFICE_ID, name: 'Immo Demo' }], body));
      const token = `ct-${++issued}`;
      clientTokens.add(token);
      return json(response, { token });
    }
    if (!clientTokens.has(bearer(request) ?? '')) return json(response, { Message: 'Authorization has been denied for this request.' }, 401);
    return json(response, CALLS[path]!(body, call));
  }

  const service = await startFakeService(
    {
      answer,
      switches: {
        price: (switchUrl) => catalogue.setPrice(Number(switchUrl.searchParams.get('id')), Number(switchUrl.searchParams.get('price'))),
        delete: (switchUrl) => catalogue.deleteEstate(Number(switchUrl.searchParams.get('id'))),
        expire: () => fake.expireTokens(),
      },
    },
    options,
  );
  origin = service.origin;
  const fake: FakeWhise = Object.assign(service, {
    url: `${origin}/`,
    catalogue,
    expireTokens() {
      marketplaceTokens.clear();
      clientTokens.clear();
    },
    env: () => ({ CRM: 'whise', WHISE_URL: `${origin}/`, WHISE_USERNAME: username, WHISE_PASSWORD: password, WHISE_CLIENT_ID: String(CLIENT_ID), WHISE_VIEWING_ACTION_ID: String(VIEWING_ACTION_ID) }),
  });
  return fake;
}
