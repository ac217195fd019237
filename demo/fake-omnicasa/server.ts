/**
 * A fake Omnicasa: a small HTTP server that answers the calls of the real service on its
 * wire format (`GET <base>/<Endpoint>Json?json=…`, the `<Endpoint>JsonResult` envelope,
 * Limit1/Limit2 paging), from the records of ./catalogue.ts, so that the connector can be
 * watched and tested without an account. It also serves the pictures, documents and
 * portraits its records point to, as the CRM's media host does.
 *
 * Tests (and a person at the control endpoints, `/_fake/…`) can make it slow, fail,
 * answer garbage, go down for a while, change a price, delete a listing or corrupt a
 * field; it counts every call and keeps what the site sent it (leads, demands, bookings).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language } from '../../core/i18n/languages.ts';
import { omnicasaTime, readOmnicasaTime } from '../server/crm/omnicasa/dates.ts';
import { renderPdf } from '../server/seed/pdf.ts';
import { type Detail, drawPortrait, drawScene, type Look, type PictureStyle } from '../server/seed/pictures.ts';
import { type CallTools, type FakeService, json, startFakeService } from '../testing/fake-crm.ts';
import { type Catalogue, type CatalogueOptions, createCatalogue, FIRST_PROPERTY_ID, geographicItems, LANGUAGE_OF_ID, OWNER, type RecordSource, typeItems, visitsOf } from './catalogue.ts';

export type { FailureKind, ReceivedCall } from '../testing/fake-crm.ts';

/** The path of the service on the fake's origin, as on the real host. */
export const SERVICE_PATH = '/1.12/OmnicasaService.svc/';

export interface FakeOmnicasaOptions extends CatalogueOptions {
  customer?: string;
  password?: string;
  port?: number;
  host?: string;
}

export interface FakeOmnicasa extends FakeService {
  /** the service's base URL (what OMNICASA_URL is set to) */
  url: string;
  catalogue: Catalogue;
}

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map((item) => Number(String(item).trim()))
    .filter((item) => Number.isInteger(item) && item > 0);

/**
 * Limit1/Limit2 of a list call: 1-based and inclusive, as ListResponseBuffer sends them.
 * `write` makes the answer's rows of the page only.
 */
function page<T, R = T>(rows: readonly T[], params: Record<string, unknown>, write: (row: T) => R = (row) => row as unknown as R) {
  const first = Math.max(1, Number(params.Limit1) || 1);
  const last = Math.max(first - 1, Number(params.Limit2) || rows.length);
  const items = rows.slice(first - 1, last).map(write);
  return { From: first, To: first + items.length - 1, RowsCount: rows.length, Items: items };
}


/** What a recorded listing's drawn pictures show: a few buildings of its kind. */
function lookOf(style: PictureStyle): Look {
  if (style === 'villa') return { style, facades: 3, storeys: 1, roof: 'gable', roofCover: 'tiles', garage: true };
  if (style === 'apartment') return { style, storeys: 4, roof: 'flat', roofCover: 'epdm', balconies: true, floor: 'parquet', kitchen: 'island' };
  return { style, roof: 'flat', roofCover: 'green', floor: 'concrete', kitchen: 'open' };
}
export async function startFakeOmnicasa(options: FakeOmnicasaOptions = {}): Promise<FakeOmnicasa> {
  const customer = options.customer ?? 'immo-demo';
  const password = options.password ?? 'fake-password';
  const now = options.now ?? Date.now;
  const catalogue = createCatalogue(options);
  const pictures = new Map<string, string>();
  let origin = '';
  // set as the service starts: the endpoints keep what the site sent through it
  let tools: CallTools;
  const record = (endpoint: string, params: Record<string, unknown>) => tools.record(endpoint, params);

  function language(params: Record<string, unknown>): Language {
    return LANGUAGE_OF_ID[Number(params.LanguageId)] ?? 'nl';
  }

  const written = (source: RecordSource, params: Record<string, unknown>) => catalogue.written(source, language(params), origin);

  /** Each endpoint: its Value, or `undefined` for one the fake does not know. */
  const ENDPOINTS: Record<string, (params: Record<string, unknown>) => unknown> = {
    ValidateCustomer: () => true,
    GetPropertyList(params) {
      const wanted = params.IDs === undefined ? undefined : new Set(ids(params.IDs));
      const since = readOmnicasaTime(params.ChangeSince);
      const rows = catalogue.properties().filter((source) => (!wanted || wanted.has(source.ID)) && (since === undefined || source.changed >= since));
      return page(rows, params, (source) => written(source, params));
    },
    GetProperty(params) {
      const source = catalogue.property(Number(params.ID));
      if (params.UpdateVisit === true && source) record('GetProperty', params);
      return source ? written(source, params) : null;
    },
    GetDeletedPropertyIDs: () => ({ bare: catalogue.deletedProperties(), wrapped: true }),
    GetProjectList: (params) => page(catalogue.projects(), params, (source) => written(source, params)),
    GetProject(params) {
      const source = catalogue.project(Number(params.ID));
      return source ? written(source, params) : null;
    },
    GetDeletedProjectIDs: () => ({ bare: catalogue.deletedProjects(), wrapped: false }),
    GetDocumentList(params) {
      const objects = new Set(ids(params.ObjectIDs));
      const rows = catalogue.documentsOf(objects).map((document) => ({
        ID: document.ID,
        ObjectID: document.ObjectID,
        Description: document.name[language(params)],
        FileName: document.file,
        Url: `${origin}/media/documents/${document.ID}.pdf`,
        FileSize: 4_096 + (document.ID % 7) * 512,
        ContentType: 'application/pdf',
      }));
      return page(rows, params);
    },
    GetGeographicList: (params) => page(geographicItems(language(params)), params),
    GetTypeOfPropertyList: (params) => page(typeItems(language(params)), params),

    // owners
    CheckPersonLogin: (params) =>
      String(params.Email).toLowerCase() === OWNER.Email && params.Password === OWNER.Password && record('CheckPersonLogin', { Email: params.Email, IsProprietors: params.IsProprietors }) ? OWNER.ID : 0,
    GetPersonForgetPassword: (params) => (record('GetPersonForgetPassword', params), 'A reminder was sent if the address is known.'),
    GetPersonByEmail: (params) =>
      String(params.Email ?? '').toLowerCase() === OWNER.Email ? { ID: OWNER.ID, FirstName: OWNER.FirstName, Name: OWNER.Name, Email: OWNER.Email, LanguageId: OWNER.LanguageId } : null,
    // the properties related to the person of this address: the recorded owner's
    GetRelatedProperties: (params) =>
      page(String(params.Email ?? '').toLowerCase() === OWNER.Email ? catalogue.ownerProperties() : [], params, (id) => written(catalogue.property(id)!, params)),
    GetManyVisitStatisticsOfProperty(params) {
      const totals = new Map<string, number>();
      for (const row of visitsOf(Number(params.ID), now())) totals.set(row.media, (totals.get(row.media) ?? 0) + row.count);
      return [...totals].map(([media, total], index) => ({ MediaID: index + 1, MediaName: media, NumberOfVisits: total }));
    },
    GetMediaObjectStatisticsGraphList(params) {
      const from = readOmnicasaTime(params.StartDate) ?? 0;
      const to = readOmnicasaTime(params.EndDate) ?? now();
      const rows = ids(params.ObjectIDs).flatMap((id) =>
        visitsOf(id, now())
          .filter((row) => row.day >= from && row.day <= to)
          .map((row) => ({ ObjectID: id, Date: new Date(row.day).toISOString().slice(0, 10) + ' 00:00:00', MediaName: row.media, NumberOfVisits: row.count })),
      );
      return page(rows, params);
    },
    GetCalendarHistories: (params) => page(historyRows(Number(params.ObjectID), 'calendar', language(params)), params),
    GetMediaOnlineHistories: (params) => page(historyRows(Number(params.ObjectID), 'media', language(params)), params),
    GetAutomaticHistories: (params) => page(historyRows(Number(params.ObjectID), 'communication', language(params)), params),
    GetAppearanceHistories: (params) => page(historyRows(Number(params.ObjectID), 'source', language(params)), params),

    // viewing moments: every third listing has an open house in three days and a viewing in five. The
    // answer's shape is public nowhere: the times as Omnicasa's agent app names them (StartTime, EndTime),
    // the open house with the places the mapping reads, the viewing without, and a Subject it does not read
    GetAppointmentObject(params) {
      const id = Number(params.ObjectID);
      if (!catalogue.property(id) || (id - FIRST_PROPERTY_ID) % 3 !== 0) return [];
      // a whole hour (UTC) some days ahead, as the CRM writes it: on Belgian clocks
      const at = (days: number, hour: number, minutes = 0) => omnicasaTime((Math.floor(now() / 86_400_000) + days) * 86_400_000 + (hour * 60 + minutes) * 60_000);
      return [
        { ID: id * 10 + 1, ObjectID: id, StartTime: at(3, 12), EndTime: at(3, 14), MaxPersons: 6, NumberOfPersons: 1, Subject: 'Kijkdag' },
        { ID: id * 10 + 2, ObjectID: id, StartTime: at(5, 16), EndTime: at(5, 16, 30), Subject: 'Bezichtiging' },
      ];
    },

    // what the site sends
    ContactOnMe: (params) => record('ContactOnMe', params),
    ContactOnMeProject: (params) => record('ContactOnMeProject', params),
    DemandRegister2: (params) => record('DemandRegister2', params),
    UnsubscribeDemandPerson: (params) => record('UnsubscribeDemandPerson', params),
    RegisterPerson: (params) => (record('RegisterPerson', params), String(params.Email ?? '').toLowerCase() === OWNER.Email ? OWNER.ID : 90_000 + tools.received.length),
    AddPersonToAppointment: (params) => (record('AddPersonToAppointment', params), 1),
  };

  function historyRows(objectId: number, kind: 'calendar' | 'media' | 'communication' | 'source', lang: Language): Record<string, unknown>[] {
    if (!catalogue.ownerProperties().includes(objectId)) return [];
    const day = (daysAgo: number) => new Date(now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const subjects = {
      calendar: { nl: 'Bezichtiging', fr: 'Visite', en: 'Viewing', de: 'Besichtigung' },
      media: { nl: 'Gepubliceerd op Immoweb', fr: 'Publié sur Immoweb', en: 'Published on Immoweb', de: 'Auf Immoweb veröffentlicht' },
      communication: { nl: 'Verslag van de bezoeken', fr: 'Rapport des visites', en: 'Report of the viewings', de: 'Bericht über die Besichtigungen' },
      source: { nl: 'Nieuwe kandidaat-koper', fr: 'Nouveau candidat acquéreur', en: 'New prospective buyer', de: 'Neuer Kaufinteressent' },
    } as const;
    const rows: Record<typeof kind, Record<string, unknown>[]> = {
      calendar: [
        { ID: objectId * 10 + 1, Date: `${day(-3)} 14:30:00`, TypeID: 1, PersonName: 'Tom Maes', Subject: subjects.calendar[lang], Comment: null, IsConfirmed: true, IsCancelled: false },
        { ID: objectId * 10 + 2, Date: `${day(-6)} 10:00:00`, TypeID: 1, PersonName: 'Sarah Willems', Subject: subjects.calendar[lang], Comment: null, IsConfirmed: false, IsCancelled: false },
      ],
      media: [{ ID: objectId * 10 + 3, Date: `${day(30)} 09:00:00`, TypeID: 11, PersonName: null, Subject: subjects.media[lang], Comment: null, MediaName: 'Immoweb' }],
      communication: [{ ID: objectId * 10 + 4, Date: `${day(2)} 16:05:00`, TypeID: 4, PersonName: 'Pieter Van den Broeck', Subject: subjects.communication[lang], Comment: null }],
      source: [{ ID: objectId * 10 + 5, Date: `${day(8)} 11:20:00`, TypeID: 14, PersonName: 'Sarah Willems', Subject: subjects.source[lang], Comment: null, SourceName: 'Zimmo' }],
    };
    return rows[kind];
  }

  function mediaFile(path: string): { type: string; body: string | Buffer } | undefined {
    const picture = /^\/media\/pictures\/(\d+)-(low|medium|high|full)\.svg$/.exec(path);
    if (picture) {
      const source = catalogue.picture(Number(picture[1]));
      if (!source) return undefined;
      const key = `${picture[1]}-${picture[2]}`;
      if (!pictures.has(key)) pictures.set(key, drawScene(lookOf(source.style), source.scene, source.seed, picture[2] as Detail));
      return { type: 'image/svg+xml', body: pictures.get(key)! };
    }
    const portrait = /^\/media\/managers\/(\d+)\.svg$/.exec(path);
    if (portrait) return { type: 'image/svg+xml', body: drawPortrait(Number(portrait[1]) * 101) };
    const document = /^\/media\/documents\/(\d+)\.pdf$/.exec(path);
    if (document) {
      const source = catalogue.document(Number(document[1]));
      if (!source) return undefined;
      return { type: 'application/pdf', body: renderPdf({ title: source.name.nl, subtitle: `Omnicasa ${source.ObjectID}`, paragraphs: ['Demonstratiedocument van de nagebootste CRM.'] }) };
    }
    return undefined;
  }

  async function answer(_request: IncomingMessage, url: URL, response: ServerResponse, call: CallTools) {
    tools = call;
    if (url.pathname.startsWith('/media/')) {
      const file = mediaFile(url.pathname);
      if (!file) return json(response, { error: 'not found' }, 404);
      response.writeHead(200, { 'Content-Type': file.type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' });
      return response.end(file.body);
    }
    const match = url.pathname.startsWith(SERVICE_PATH) ? /^([A-Za-z0-9]+)Json$/.exec(url.pathname.slice(SERVICE_PATH.length)) : null;
    const endpoint = match?.[1];
    const handler = endpoint ? ENDPOINTS[endpoint] : undefined;
    if (!endpoint || !handler) {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      return response.end('<html><body>Endpoint not found.</body></html>');
    }
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>;
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/html' });
      return response.end('<html><body>Bad request.</body></html>');
    }
    const { CustomerName: name, customerPassword: secret, ...rest } = params;
    const failed = await call.begin(
      endpoint,
      rest,
      (failure, failing) => {
        if (failure.kind === 'not-json') {
          failing.writeHead(200, { 'Content-Type': 'application/json' });
          return failing.end('{"GetPropertyListJsonResult":{"Success":true,"Value":{"Items":[{"ID":34');
        }
        if (failure.kind === 'no-envelope') return json(failing, {});
        return json(failing, { [`${endpoint}JsonResult`]: { Code: 500, Message: failure.message ?? 'Internal error, please try again later.', Success: false, Value: null } });
      },
      response,
    );
    if (failed) return;

    if (name !== customer || secret !== password) {
      return json(response, { [`${endpoint}JsonResult`]: { Code: 600, Message: 'Invalid customer name or password.', Success: false, Value: null } });
    }
    const value = handler(rest);
    // GetDeletedPropertyIDs answers a bare array in the envelope, GetDeletedProjectIDs a bare array alone
    if (value && typeof value === 'object' && 'bare' in value) {
      const { bare, wrapped } = value as { bare: number[]; wrapped: boolean };
      return json(response, wrapped ? { [`${endpoint}JsonResult`]: bare } : bare);
    }
    return json(response, { [`${endpoint}JsonResult`]: { Code: 0, Message: '', Success: true, Value: value ?? null } });
  }

  const service = await startFakeService(
    {
      answer,
      switches: {
        price: (url) => catalogue.setPrice(Number(url.searchParams.get('id')), Number(url.searchParams.get('price'))),
        delete: (url) => catalogue.deleteProperty(Number(url.searchParams.get('id'))),
      },
    },
    options,
  );
  origin = service.origin;
  return Object.assign(service, { url: `${origin}${SERVICE_PATH}`, catalogue });
}
