/**
 * What the site tells Whise: a lead, a demand or a booking as the contact Whise keeps,
 * `v1/contacts/upsert` (create, or update the contact of that address), with the estates
 * it is about (`EstateIds`) and, for a demand, its search (`SearchCriteria`). The names
 * are those the public clients send: Name, FirstName, PrivateEmail, PrivateTel,
 * CountryId, LanguageId, OfficeIds, Comments, AgreementEmail, SearchCriteria with
 * PurposeId, CategoryId, SubcategoryId, PriceMin, PriceMax, MinRooms, Garage, Terrace
 * (bib111/whise-api-client), EstateIds and StatusId (tombroucke/immo-sync-whise); the
 * answer's ContactId (bib111). What the contact has no public field for (the visitor's
 * address, when they can be reached, a search's places, bathrooms, garden) goes into
 * Comments, the text the agent reads.
 */
import { areaDescription, areaWords } from '../../../../core/demand/area.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import { pickTranslation } from '../../../../core/i18n/translatable.ts';
import { translator } from '../../mail/i18n.ts';
import type { Demand } from '../../repositories/demands.ts';
import { criteriaOf } from '../../repositories/demands.ts';
import type { Lead } from '../../repositories/leads.ts';
import { municipalitiesInArea } from '../areas.ts';
import type { DemandContext } from '../connector.ts';
import { LABELS, momentLine, notes, SUBJECTS, text } from '../lead-texts.ts';
import { categoriesOfWebId, groupNodeId, SUBCATEGORIES } from './map/types.ts';

/** Country.php: Belgium, the country a contact of a Belgian agency's site is taken to live in (the forms ask for none). */
export const COUNTRY_BELGIUM = 1;
/** ContactStatus.php: active. */
const CONTACT_ACTIVE = 1;

export type ContactBody = Record<string, unknown>;

export interface ContactOptions {
  agencyLanguage: Language;
  /** Whise's language ids of the site's languages */
  languageIds: Readonly<Record<Language, string>>;
}

/** The person of a form: name, address, phone, language, opt-in; what Whise has no public field for in Comments. */
export function contactBody(data: Record<string, unknown>, email: string, language: Language, lines: readonly (string | undefined)[], options: ContactOptions): ContactBody {
  const address = [[text(data.street), text(data.houseNumber)].filter(Boolean).join(' '), [text(data.zip), text(data.city)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const comments = [...lines, address ? `${LABELS.address![options.agencyLanguage]}: ${address}` : undefined].filter(Boolean).join('\n');
  return {
    Name: text(data.lastName) ?? email,
    FirstName: text(data.firstName),
    PrivateEmail: email,
    PrivateTel: text(data.phone),
    CountryId: COUNTRY_BELGIUM,
    LanguageId: options.languageIds[language],
    StatusId: CONTACT_ACTIVE,
    AgreementEmail: data.newsletter === true,
    Comments: comments || undefined,
  };
}

/** A lead → the contact, about the estate (a listing or a project: both are estates in Whise) it asks about. */
export function leadContact(lead: Lead, options: ContactOptions): ContactBody {
  const subject = (SUBJECTS[lead.kind] ?? SUBJECTS.contact!)[options.agencyLanguage];
  const estate = lead.propertyId ?? lead.projectId;
  return {
    ...contactBody(lead.data, String(lead.data.email ?? ''), lead.language, [subject, notes(lead.data, options.agencyLanguage)], options),
    ...(estate !== null && estate !== undefined ? { EstateIds: [estate] } : {}),
  };
}

/** The categories of the group whose node of the type tree this is (none for another id). */
const categoriesOfNode = (id: number): number[] => [1, 2, 3, 4, 5, 6, 7].filter((webId) => groupNodeId(webId) === id).flatMap(categoriesOfWebId);

/**
 * A demand's search as SearchCriteria: one criterion per category it asks for (a whole
 * group is every category of its web id, a single type its subcategory), each with the
 * purpose, the price range, the bedrooms and the garage and terrace it wants.
 */
export function searchCriteria(demand: Demand): Record<string, unknown>[] {
  const criteria = criteriaOf(demand.data);
  const common = {
    PurposeId: criteria.goal === 'rent' ? 2 : 1,
    CountryId: COUNTRY_BELGIUM,
    PriceMin: criteria.minPrice,
    PriceMax: criteria.maxPrice,
    MinRooms: criteria.minBedrooms,
    Garage: criteria.garages !== undefined && criteria.garages > 0 ? true : undefined,
    Terrace: criteria.terrace || undefined,
  };
  const single = (criteria.types ?? []).filter((id) => SUBCATEGORIES.has(id));
  const singleCategories = new Set(single.map((id) => SUBCATEGORIES.get(id)!.category));
  // a group is every category of its web id, whether the form names it so or by its node of the type tree
  const groups = [...criteria.propertyTypes.flatMap((webId) => categoriesOfWebId(webId)), ...(criteria.types ?? []).flatMap(categoriesOfNode)].filter((category) => !singleCategories.has(category));
  const items = [
    ...[...new Set(groups)].map((category) => ({ ...common, CategoryId: category })),
    ...single.map((id) => ({ ...common, CategoryId: SUBCATEGORIES.get(id)!.category, SubcategoryId: id })),
  ];
  return items.length > 0 ? items : [common];
}

/** What a demand asks that SearchCriteria has no public field for, one line each: its places, an area, more rooms, a garden. */
export function demandLines(demand: Demand, context: DemandContext, agency: Language): string[] {
  const criteria = criteriaOf(demand.data);
  const lines: string[] = [];
  const nameOf = (id: number) => {
    const item = context.regions.find((region) => region.ID === id);
    return item ? (pickTranslation(item.Name, agency) ?? pickTranslation(item.Name, 'nl') ?? String(id)) : String(id);
  };
  const places = [...criteria.zones.map((zone) => (typeof zone === 'number' ? nameOf(zone) : zone)), ...(criteria.area ? municipalitiesInArea(context.regions, criteria.area).map((item) => nameOf(item.ID)) : [])];
  if (criteria.area) lines.push(translator(agency)(areaDescription, areaWords(criteria.area, agency)));
  if (places.length) lines.push(`${LABELS.places![agency]}: ${[...new Set(places)].join(', ')}`);
  if (criteria.maxBedrooms !== undefined) lines.push(`${LABELS.maxBedrooms![agency]}: ${criteria.maxBedrooms}`);
  if (criteria.bathrooms !== undefined) lines.push(`${LABELS.bathrooms![agency]}: ${criteria.bathrooms}`);
  if (criteria.parking) lines.push(LABELS.parking![agency]);
  if (criteria.garden) lines.push(LABELS.garden![agency]);
  const unnamed = (criteria.types ?? []).filter((id) => !SUBCATEGORIES.has(id) && categoriesOfNode(id).length === 0);
  if (unnamed.length) lines.push(`${LABELS.propertyType![agency]}: ${unnamed.join(', ')}`);
  return lines;
}

/** A demand (registered or changed) → the contact with its search. */
export function demandContact(demand: Demand, context: DemandContext, change: 'registered' | 'changed', options: ContactOptions): ContactBody {
  const subject = SUBJECTS[change === 'changed' ? 'demandChanged' : 'demand']![options.agencyLanguage];
  return {
    ...contactBody({ ...demand.data }, demand.email, demand.language, [subject, notes(demand.data, options.agencyLanguage), ...demandLines(demand, context, options.agencyLanguage)], options),
    SearchCriteria: searchCriteria(demand),
  };
}

/** A booking's visitor → the contact, about the estate, with the moment they booked. */
export function bookingContact(visitor: { data: Record<string, unknown>; email: string; language: Language; propertyId: number }, slot: { start: string; end: string }, options: ContactOptions): ContactBody {
  return {
    ...contactBody(visitor.data, visitor.email, visitor.language, [SUBJECTS.appointment![options.agencyLanguage], momentLine(slot, options.agencyLanguage), text(visitor.data.remark)], options),
    EstateIds: [visitor.propertyId],
  };
}

/** The contact's id in an upsert's answer (ContactId, as bib111 reads it; contactId too). */
export function contactIdOf(answer: unknown): number | undefined {
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const id = record.ContactId ?? record.contactId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
