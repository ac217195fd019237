/**
 * What the site tells Omnicasa: a function per call, from the server's own records (a
 * lead, a demand, a booking, a login) to the call's parameters, and a sender for each
 * that makes the call. The delivery worker makes the calls of leads, demands and bookings
 * (forward.ts); the owner portal's calls are ready, and no route makes them yet.
 *
 * Parameter names are those of the PHP client's request classes (ContactOnMeRequest,
 * DemandRegister2Request, …). Where a form says more than the call has fields for (the
 * time slots, a valuation's rooms), it goes into the text the agent reads (`Content`,
 * `Comment`).
 */
import type { OwnerHistoryRow, OwnerStatistics, TreeItemSource } from '../../../../core/api/contract.ts';
import { createRequire } from 'node:module';
import { areaDescription, areaWords } from '../../../../core/demand/area.ts';
import { enclosingCircle, type LatLng } from '../../../../core/geo/area.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import { translator } from '../../mail/i18n.ts';
import { HISTORY_TYPES } from '../../../../core/owner/history.ts';
import type { Booking } from '../../repositories/appointments.ts';
import { type JobSteps, memorySteps, once } from '../../repositories/delivery-jobs.ts';
import type { Demand } from '../../repositories/demands.ts';
import { criteriaOf } from '../../repositories/demands.ts';
import type { Lead } from '../../repositories/leads.ts';
import { municipalitiesInArea } from '../areas.ts';
import { momentLine, notes, number, SUBJECTS, text } from '../lead-texts.ts';
import type { MappingProblem } from '../mapping.ts';
import { LANGUAGE_IDS, type OmnicasaClient, type Params } from './client.ts';
import { HISTORY_CALLS, mapHistoryRow } from './map/history.ts';
import { mapStatistics, statisticsStart } from './map/statistics.ts';

// a UMD file whose exports Node's ESM loader and tsx's read differently: required as what it is
const { encode: encodePolyline } = createRequire(import.meta.url)('@googlemaps/polyline-codec') as typeof import('@googlemaps/polyline-codec');

/** Models/PersonSource.php: the agency's own website. */
export const SOURCE_AGENCY_WEBSITE = 5;

/** Models/AddressTitle.php: the title in the visitor's language (German forms use the English codes: the CRM has none of its own). */
const ADDRESS_TITLES: Readonly<Record<Language, Readonly<Record<string, number>>>> = {
  nl: { mr: 1, ms: 2, miss: 2 },
  fr: { mr: 4, ms: 5, miss: 5 },
  en: { mr: 7, ms: 8, miss: 8 },
  de: { mr: 7, ms: 8, miss: 8 },
};

export interface OutboundOptions {
  /** the language the agent reads subjects and notes in */
  agencyLanguage: Language;
}

/** The person fields every contact call shares (name, title, address, e-mail, phones, language, opt-in, source). */
function personParams(data: Record<string, unknown>, language: Language): Params {
  const street = [text(data.street), text(data.houseNumber)].filter(Boolean).join(' ');
  const title = text(data.title);
  return {
    Name: text(data.lastName),
    FirstName: text(data.firstName),
    AddressTitle: title && ADDRESS_TITLES[language][title] !== undefined ? String(ADDRESS_TITLES[language][title]) : undefined,
    Address: street || undefined,
    Zip: text(data.zip),
    City: text(data.city),
    Email: text(data.email),
    PhoneNumber: text(data.phone),
    IsReceivedEmail: data.newsletter === true,
    SourceId: SOURCE_AGENCY_WEBSITE,
    LanguageId: LANGUAGE_IDS[language],
    LanguageIdFromParameter: LANGUAGE_IDS[language],
  };
}

/** The forms that reach Omnicasa as a contact: a question about a property, a visit, a valuation, documents, a contact about a project. */
export type ContactKind = 'visit' | 'info' | 'contact' | 'valuation' | 'documents';

export interface ContactCall {
  endpoint: 'ContactOnMe' | 'ContactOnMeProject';
  params: Params;
}

/** A lead → ContactOnMe (about a property, or none) or ContactOnMeProject (about a project). */
export function contactCall(lead: Lead, options: OutboundOptions): ContactCall {
  const { data, language } = lead;
  const kind = lead.kind as ContactKind;
  const valuationGoal = data.goal === 'sell' ? 0 : data.goal === 'rentOut' ? 1 : undefined;
  const params: Params = {
    ...personParams(data, language),
    Subject: (SUBJECTS[kind] ?? SUBJECTS.contact!)[options.agencyLanguage],
    Content: notes(data, options.agencyLanguage),
    ...(kind === 'valuation' ? { Goal: valuationGoal, WebIDs: number(data.propertyType) === undefined ? undefined : [data.propertyType as number] } : {}),
  };
  if (lead.projectId !== null) return { endpoint: 'ContactOnMeProject', params: { ...params, ProjectIDs: [lead.projectId] } };
  return { endpoint: 'ContactOnMe', params: { ...params, ObjectID: lead.propertyId ?? undefined } };
}

export async function sendContact(client: OmnicasaClient, lead: Lead, options: OutboundOptions): Promise<void> {
  const call = contactCall(lead, options);
  await client.call(call.endpoint, call.params);
}

export interface DemandOptions extends OutboundOptions {
  /** the CRM's property type ids of a web id (1–7): the demand form asks for web ids, DemandRegister2 takes type ids */
  typeIdsOfWebId(webId: number): readonly number[];
  /** the synced geographic tree: the municipalities a drawn area holds */
  regions?: readonly TreeItemSource[];
  /** DemandRegion's RegionType of a polygon, once an agency confirmed it (OMNICASA_POLYGON_REGION_TYPE); without it an area goes as a radius */
  polygonRegionType?: number | undefined;
  /** a demand the visitor changed after registering it: sent again, for the CRM to merge with the person's demand */
  changed?: boolean;
}

/**
 * A drawn area as DemandRegister2's DemandRegion: its corners in the encoding of the CRM's
 * EncodePolygonPath (Google's encoded polyline, five decimals, the ring not repeated), and
 * how the agent reads it, with the RegionType an agency confirmed for a polygon: the
 * public clients show DemandRegion's fields but no value of RegionType.
 */
export function demandRegion(area: readonly LatLng[], agency: Language, regionType: number): Params {
  return { RegionType: regionType, RegionDisp: translator(agency)(areaDescription, areaWords(area, agency)), RegionData: encodePolyline(area.map(([lat, lng]) => [lat, lng]), 5) };
}

/**
 * A drawn area without a confirmed polygon code: the radius search every public client
 * shows (UseGps, GpsX, GpsY, GpsKm) around the circle that holds the area, read like
 * GoogleX and GoogleY (latitude, longitude), and the municipalities of the synced tree
 * that lie in it (GeographicIDs). The CRM then finds a little more than the area, never less.
 */
export function demandRadius(area: readonly LatLng[], regions: readonly TreeItemSource[]): { radius: Params; municipalities: number[] } {
  const { center, radiusKm } = enclosingCircle(area);
  return { radius: { UseGps: true, GpsX: center[0], GpsY: center[1], GpsKm: radiusKm }, municipalities: municipalitiesInArea(regions, area).map((item) => item.ID) };
}

/** A confirmed demand → DemandRegister2: the search profile and the person. */
export function demandRegisterParams(demand: Demand, options: DemandOptions): Params {
  const criteria = criteriaOf(demand.data);
  const zones = criteria.zones;
  const area = criteria.area;
  const polygon = area && options.polygonRegionType !== undefined ? demandRegion(area, options.agencyLanguage, options.polygonRegionType) : undefined;
  const radius = area && !polygon ? demandRadius(area, options.regions ?? []) : undefined;
  const areaInWords = area && !polygon ? translator(options.agencyLanguage)(areaDescription, areaWords(area, options.agencyLanguage)) : undefined;
  const comment = [notes(demand.data, options.agencyLanguage), areaInWords].filter(Boolean).join('\n');
  return {
    ...personParams({ ...demand.data, email: demand.email }, demand.language),
    Goal: criteria.goal === 'rent' ? 1 : 0,
    // whole groups as every type of theirs, single types as they are
    TypeOfPropertyIDs: [...new Set([...criteria.propertyTypes.flatMap((webId) => options.typeIdsOfWebId(webId)), ...(criteria.types ?? [])])],
    GeographicIDs: [...new Set([...zones.filter((zone): zone is number => typeof zone === 'number'), ...(radius?.municipalities ?? [])])],
    Zips: zones.filter((zone): zone is string => typeof zone === 'string'),
    PriceMin: criteria.minPrice,
    PriceMax: criteria.maxPrice,
    MinRooms: criteria.minBedrooms,
    MaxRooms: criteria.maxBedrooms,
    MinBathRooms: criteria.bathrooms,
    MinGarages: criteria.garages,
    MinParkings: criteria.parking ? 1 : undefined,
    Garden: criteria.garden || undefined,
    Terrace: criteria.terrace || undefined,
    Comment: comment || undefined,
    ...(radius?.radius ?? {}),
    DemandRegion: polygon,
    // a changed demand is the same demand: the CRM may merge it into the person's (whether it does is not public)
    IsAlwaysCreatedDemand: !options.changed,
  };
}

export async function sendDemand(client: OmnicasaClient, demand: Demand, options: DemandOptions): Promise<void> {
  await client.call('DemandRegister2', demandRegisterParams(demand, options));
}

/**
 * A demand's address unsubscribed → UnsubscribeDemandPerson for the CRM's person of that
 * address (GetPersonByEmail finds it: DemandRegister2 answers no id to keep). An address
 * the CRM does not know has nothing to unsubscribe.
 */
export async function sendUnsubscribe(client: OmnicasaClient, email: string): Promise<boolean> {
  const person = await client.call<{ ID?: unknown } | null>('GetPersonByEmail', { Email: email });
  const id = typeof person?.ID === 'number' ? person.ID : undefined;
  if (id === undefined) return false;
  await client.call('UnsubscribeDemandPerson', { ID: id });
  return true;
}

/** A booking in a slot the CRM does not know → ContactOnMe about the property, the moment in the text the agent reads. */
export function bookingContactCall(
  booking: Pick<Booking, 'data' | 'email' | 'language' | 'propertyId'>,
  slot: { start: string; end: string },
  options: OutboundOptions,
): ContactCall {
  const remark = text(booking.data.remark);
  return {
    endpoint: 'ContactOnMe',
    params: {
      ...personParams({ ...booking.data, email: booking.email }, booking.language),
      Subject: SUBJECTS.appointment![options.agencyLanguage],
      Content: [momentLine(slot, options.agencyLanguage), ...(remark ? [remark] : [])].join('\n'),
      ObjectID: booking.propertyId,
    },
  };
}

/** A booking's visitor → RegisterPerson (the CRM finds or makes the person, and answers its id). */
export function registerPersonParams(booking: Pick<Booking, 'data' | 'email' | 'language'>): Params {
  const { SourceId: _source, LanguageIdFromParameter: _language, ...person } = personParams({ ...booking.data, email: booking.email }, booking.language);
  return person;
}

/**
 * A booked viewing → the visitor as a CRM person, then AddPersonToAppointment with the
 * CRM's appointment (a slot of GetAppointmentObject). Answers the CRM's person id. Each
 * call is a step of its job: the person's id is kept, so a retry after
 * AddPersonToAppointment failed does not register the person again.
 */
export async function sendBooking(client: OmnicasaClient, booking: Pick<Booking, 'data' | 'email' | 'language'>, appointmentId: number, steps: JobSteps = memorySteps()): Promise<number> {
  const personId = await once(steps, 'RegisterPerson', async () => {
    const id = Number(await client.call('RegisterPerson', registerPersonParams(booking)));
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('RegisterPerson: the CRM answered no person');
    return id;
  });
  await once(steps, 'AddPersonToAppointment', () => client.call('AddPersonToAppointment', { PersonID: personId, AppointmentID: appointmentId, LanguageId: LANGUAGE_IDS[booking.language] }));
  return personId;
}

/** An owner's login → CheckPersonLogin (owners only); the CRM's person id, or undefined when it says no. */
export async function checkOwnerLogin(client: OmnicasaClient, email: string, password: string): Promise<number | undefined> {
  const id = Number(await client.call('CheckPersonLogin', { Email: email, Password: password, IsProprietors: true }));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A password reminder → GetPersonForgetPassword: the CRM mails its own reminder, in the owner's language. */
export async function sendPasswordReminder(client: OmnicasaClient, email: string, language: Language): Promise<void> {
  await client.call('GetPersonForgetPassword', { Email: email }, { language });
}

/** A page view of a listing → GetProperty with UpdateVisit, which the CRM counts; nothing about the visitor goes along. */
export async function reportVisit(client: OmnicasaClient, propertyId: number): Promise<void> {
  await client.call('GetProperty', { ID: propertyId, UpdateVisit: true, DisplayFields: ['ID'] });
}

/** The owner portal's statistics of a listing from the CRM's own counts (two calls). */
export async function ownerStatistics(client: OmnicasaClient, propertyId: number, now: number): Promise<{ statistics?: OwnerStatistics; problems: MappingProblem[] }> {
  const totals = await client.call<unknown>('GetManyVisitStatisticsOfProperty', { ID: propertyId });
  // a row per day and portal: a month of a few portals fits one page
  const daily = await client.list(
    'GetMediaObjectStatisticsGraphList',
    { ObjectIDs: [propertyId], StartDate: `${statisticsStart(now)} 00:00:00`, EndDate: new Date(now) },
    { pageSize: 200 },
  );
  const rows = Array.isArray(totals) ? totals : Array.isArray((totals as { Items?: unknown } | null)?.Items) ? (totals as { Items: unknown[] }).Items : [];
  const mapped = mapStatistics(propertyId, rows, daily.items, now);
  return mapped.ok ? { statistics: mapped.value, problems: [] } : { problems: mapped.problems };
}

/** The owner portal's history of a listing, in the owner's language: one call per kind of row; unreadable rows reported and left out. */
export async function ownerHistory(client: OmnicasaClient, propertyId: number, language: Language, now: number): Promise<{ rows: OwnerHistoryRow[]; problems: MappingProblem[] }> {
  const rows: OwnerHistoryRow[] = [];
  const problems: MappingProblem[] = [];
  for (const type of HISTORY_TYPES) {
    const { items } = await client.list(HISTORY_CALLS[type], { ObjectID: propertyId }, { language });
    for (const item of items) {
      const mapped = mapHistoryRow(type, item, language, now);
      if (mapped.ok) rows.push(mapped.value);
      else problems.push(...mapped.problems);
    }
  }
  return { rows, problems };
}
