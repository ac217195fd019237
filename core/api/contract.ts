/**
 * The HTTP contract of `/api/v1`: what each endpoint takes and answers. The reference
 * server (demo/server) implements it and docs/api.md describes it for a developer who
 * puts the API in front of a CRM. Entities keep the CRM's PascalCase (core/property/types.ts);
 * the envelopes around them are camelCase, as JSON APIs usually are.
 */
import type { Language } from '../i18n/languages.ts';
import type { Translatable } from '../i18n/translatable.ts';
import type { ConsentChoices } from '../consent/categories.ts';
import type { HistoryRow } from '../owner/history.ts';
import type { VisitSource } from '../owner/sources.ts';
import type { VisitStatistics } from '../owner/statistics.ts';
import type { AvailabilityState, Picture, TreeSource } from '../property/types.ts';

export const PROPERTY_SORTS = ['price', '-price', 'type', 'city', 'date', '-date'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
/** newest first: what a visitor of a listing page expects to see first */
export const DEFAULT_PROPERTY_SORT: PropertySort = '-date';

export const GOALS = ['sale', 'rent'] as const;
export type Goal = (typeof GOALS)[number];

/** The regions of spec §5 plus the Grand Duchy, as the `region` filter names them. */
export const REGION_CODES = ['flanders', 'wallonia', 'brussels', 'luxembourg'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** `GET /properties` filters; every one is optional. */
export interface PropertyQuery {
  goal?: Goal;
  /** property type web ids (1–7) */
  type?: number[];
  /** a region code or a region tree ID of `GET /reference/regions` (its descendants included) */
  region?: RegionCode | number;
  zip?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  /** free text: title, city, zip, street (where published), reference */
  q?: string;
  /** a drawn area as core/geo/area.ts encodes it (`lat,lng,lat,lng,…`): listings shown inside it on the map */
  area?: string;
  /** availability states to keep (default: all) */
  status?: AvailabilityState[];
  sort?: PropertySort;
  /** 1-based */
  page?: number;
  pageSize?: number;
  lang?: Language;
}

export interface ProjectQuery {
  city?: string;
  zip?: string;
  status?: AvailabilityState[];
  page?: number;
  pageSize?: number;
  lang?: Language;
}

/**
 * One page of a list answer. A search counts its matches exactly up to a bound
 * (RESULT_COUNT_BOUND of core/constants.ts) and up to the end of the page asked for;
 * past both it says `moreThanTotal`, and the client that reads `total` alone still reads
 * a number of matches there are.
 */
export interface Page<T> {
  items: T[];
  /** how many matched; with `moreThanTotal`, a number the matches exceed */
  total: number;
  page: number;
  pageSize: number;
  /**
   * the pages there are: 0 when nothing matched; with `moreThanTotal`, the pages known to
   * hold matches, at least one past `page` (a client that pages on while `page < pageCount`
   * reads every match)
   */
  pageCount: number;
  /** present only when counting stopped: more than `total` matched, how many more is not known */
  moreThanTotal?: boolean;
}

export interface TreeItemSource extends TreeSource {
  Name: Translatable | string;
  /** regions tree: the place's level */
  Level?: 'region' | 'province' | 'arrondissement' | 'municipality';
  /** regions tree, municipalities: their postcodes, each with its localities */
  Postcodes?: { zip: string; localities: string[] }[];
}

// ---------------------------------------------------------------- requests (forms)

/** The form kinds `POST /requests/:kind` takes (login and password reminder live under /owner). */
export const REQUEST_KINDS = [
  'contact',
  'visit',
  'info',
  'documents',
  'friend',
  'demand',
  'valuation',
  'offer',
  'rental',
  'newsletter',
  'testimonial',
  'job',
  'site-contact',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export function isRequestKind(value: unknown): value is RequestKind {
  return (REQUEST_KINDS as readonly unknown[]).includes(value);
}

/** The owner's forms, sent to /owner (core/forms has their fields). */
export const OWNER_FORM_KINDS = ['login', 'password-reminder', 'password-reset'] as const;
export type OwnerFormKind = (typeof OWNER_FORM_KINDS)[number];

/** 201 of every POST that stores something. */
export interface Created {
  id: string;
}

// ---------------------------------------------------------------- captcha

/** An ALTCHA v2 challenge as altcha-lib makes it (signed by the server). */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

export const CAPTCHA_FIELD = 'captcha';

/** `GET /captcha`: what the form must prove, depending on the server's CAPTCHA setting. */
export type CaptchaChallenge =
  | { provider: 'altcha'; challenge: AltchaChallenge }
  | { provider: 'recaptcha'; siteKey: string }
  | { provider: 'none' };

// ---------------------------------------------------------------- consent

/** `POST /consents`: one decision of one visitor; the same `id` may send later decisions. */
export interface ConsentSubmission {
  /** a UUID the browser made once for this visitor */
  id: string;
  /** the revision of the cookie policy the visitor decided on */
  revision: number;
  choices: ConsentChoices;
  language: Language;
  path?: string;
}

export interface ConsentReceipt {
  id: string;
  /** server time of the decision, ISO 8601 */
  time: string;
}

// ---------------------------------------------------------------- visits and appointments

export interface VisitRecord {
  propertyId: number;
}

/** The kinds of moment in the agency's calendar: an open house many visit at once, or an agent's slot for one party. */
export const SLOT_KINDS = ['open_house', 'agent'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export interface AppointmentSlot {
  /** opaque; send it back to book */
  id: string;
  kind: SlotKind;
  /** ISO 8601 with offset (Europe/Brussels) */
  start: string;
  end: string;
  /** how many visitors the moment takes, and how many places are still free */
  places: number;
  placesLeft: number;
}

/** `GET /appointments?propertyId=`: the moments with a free place, or `full` when there are none. */
export type AppointmentSlots =
  | { propertyId: number; status: 'open'; slots: AppointmentSlot[] }
  | { propertyId: number; status: 'full'; slots: [] };

/** The agent who receives the visitor. */
export interface AppointmentHost {
  name: string;
  phone: string | null;
  email: string | null;
}

/** A booking as its visitor sees it: `POST /appointments`, and the cancel link's page. */
export interface AppointmentConfirmation {
  id: string;
  status: 'confirmed' | 'cancelled';
  propertyId: number;
  kind: SlotKind;
  start: string;
  end: string;
  /** where to come: the full address, also when the listing does not publish it */
  address: string;
  host: AppointmentHost | null;
}

/**
 * The query of the cancel link in the confirmation mail: the booking and its token, on
 * the page that books visits of the property (route `book-visit`).
 */
export const CANCEL_LINK_PARAMS = { booking: 'booking', token: 'token' } as const;

/** `POST /appointments/:id/cancel`: the token of the cancel link in the confirmation mail. */
export interface AppointmentCancellation {
  token: string;
}

// ---------------------------------------------------------------- owner portal

export interface OwnerAccount {
  ID: number;
  Username: string;
  Email: string;
  FirstName: string;
  LastName: string;
  Language: Language;
}

export interface OwnerSession {
  owner: OwnerAccount;
  /** ISO 8601: when the session cookie stops working */
  expiresAt: string;
}

/** A property in the owner's property picker. */
export interface OwnerProperty {
  ID: number;
  Title: Translatable;
  Street: string | null;
  HouseNumber: string | null;
  Zip: string | null;
  City: string | null;
  Goal: number;
  WebID: number;
  Status: AvailabilityState;
  /** whether the property is on the public site now */
  Online: boolean;
  MainPicture: Picture | null;
}

/**
 * `GET /owner/properties/:id/statistics`: visitStatistics of core/owner, and the visits
 * per channel (visitSources) when the CRM knows where its visits came from.
 */
export type OwnerStatistics = VisitStatistics & { sources?: VisitSource[] };

/** `GET /owner/properties/:id/history`: rows of core/owner/history.ts, newest first. */
export type OwnerHistoryRow = HistoryRow;

