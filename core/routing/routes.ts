/**
 * The route table of spec §2: every page the site knows, with its original path (the
 * agency's previous site, still linked from mails, bookmarks and search engines), its
 * path in each language, its breadcrumb, its title and the element that renders it.
 *
 * Path templates: `{id}` is a numeric id, optionally after a slug (`appartement-12`);
 * `{id?}` may be left out; `{slug}` is any one segment. Localized paths are lower-case
 * ASCII so that they survive being typed, shared and e-mailed; lookups ignore case and
 * diacritics, so the original `/Documents-à-télécharger/` still resolves.
 */
import type { Language } from '../i18n/languages.ts';

/**
 * Every page of the table below. A type, not a list: the table's keys are the list
 * (`ROUTES` follows their order), and a page missing from the table does not compile.
 */
export type RouteKey =
  | 'home'
  | 'properties'
  | 'for-sale'
  | 'for-rent'
  | 'map'
  | 'property'
  | 'projects'
  | 'project'
  | 'contact'
  | 'services'
  | 'services-selling'
  | 'services-letting'
  | 'services-inventory'
  | 'service'
  | 'demand-register'
  | 'valuation'
  | 'favourites'
  | 'compare'
  | 'privacy'
  | 'disclaimer'
  | 'cookie-policy'
  | 'documents'
  | 'documents-offer'
  | 'documents-rental'
  | 'documents-power-of-attorney'
  | 'team'
  | 'jobs'
  | 'job'
  | 'login'
  | 'password-reset'
  | 'owner'
  | 'request-visit'
  | 'book-visit'
  | 'request-info'
  | 'send-to-friend'
  | 'request-documents'
  | 'purchase-offer'
  | 'rental-application'
  | 'newsletter'
  | 'testimonial'
  | 'testimonials'
  | 'newsletter-unsubscribe'
  | 'feedback-contact-me'
  | 'feedback-contact-appointment'
  | 'feedback-contact-construction'
  | 'feedback-contact-demand'
  | 'feedback-demand-register'
  | 'feedback-send-to-friend'
  | 'feedback-site-contact'
  | 'feedback-sign-newsletter'
  | 'feedback-job-contact'
  | 'feedback-request-documents'
  | 'feedback-purchase-offer'
  | 'feedback-rental-application'
  | 'feedback-testimonial'
  | 'not-found';

/** The elements a route can render; content pages the CMS writes itself have none. */
export type ScreenTag =
  | 'agency-property-list'
  | 'agency-property-detail'
  | 'agency-property-map'
  | 'agency-project-list'
  | 'agency-project-detail'
  | 'agency-property-request'
  | 'agency-appointment'
  | 'agency-demand-form'
  | 'agency-valuation-form'
  | 'agency-favourites'
  | 'agency-compare'
  | 'agency-contact-form'
  | 'agency-send-to-friend'
  | 'agency-request-documents'
  | 'agency-purchase-offer'
  | 'agency-rental-application'
  | 'agency-newsletter'
  | 'agency-testimonial-form'
  | 'agency-testimonials'
  | 'agency-unsubscribe'
  | 'agency-documents'
  | 'agency-job-form'
  | 'agency-owner-login'
  | 'agency-owner-portal'
  | 'agency-feedback'
  | 'agency-not-found';

export interface Route {
  readonly key: RouteKey;
  /** the path on the agency's previous site; also accepted after a language segment */
  readonly original: string;
  /** the path in each language, starting with the language segment */
  readonly paths: Readonly<Record<Language, string>>;
  /** the pages above this one, nearest first: the first entry is the parent page */
  readonly breadcrumb: readonly RouteKey[];
  readonly screen: ScreenTag | null;
  /** attributes the screen gets on this route (`goal="sale"`, `kind="visit"`) */
  readonly attributes?: Readonly<Record<string, string>>;
  /** which attribute of the screen receives each path parameter (`{ id: 'property-id' }`) */
  readonly paramAttributes?: Readonly<Partial<Record<RouteParam, string>>>;
  /**
   * When set, links to this page go to this URL instead: a project whose developer has
   * its own site. The localized paths still resolve, for links already out there.
   */
  readonly external?: string;
}

export type RouteTable = readonly Route[];

/** The parameters a path template can hold. */
export type RouteParam = 'id' | 'slug';

/**
 * A page as the table below writes it: the localized paths without their language
 * segment and slashes (`te-koop`, `pand/{id}`) in the order nl, fr, en, de, or one
 * string when the words are the same in every language; the parent page instead of the
 * whole breadcrumb, which follows from the parents. Page names are in ./titles.ts.
 */
interface Entry {
  readonly original: string;
  readonly localized: string | readonly [nl: string, fr: string, en: string, de: string];
  readonly parent: RouteKey | null;
  readonly screen: ScreenTag | null;
  readonly extra: Pick<Route, 'attributes' | 'paramAttributes' | 'external'>;
}

function page(
  original: string,
  localized: Entry['localized'],
  parent: RouteKey | null,
  screen: ScreenTag | null,
  extra: Entry['extra'] = {},
): Entry {
  return { original, localized, parent, screen, extra };
}

/** The property forms: their `{id}` is the property the visitor asks about. */
const aboutProperty = { paramAttributes: { id: 'property-id' } } as const;

/**
 * A thank-you page of spec §2: `/feedback/<kind>/` originally, `/fr/merci/…` in French,
 * the same words per language as the form it thanks for.
 */
function feedback(kind: string, [nl, fr, en, de]: readonly [string, string, string, string]): Entry {
  return page(
    `/feedback/${kind}/`,
    [`bedankt/${nl}`, `merci/${fr}`, `thank-you/${en}`, `danke/${de}`],
    'home',
    'agency-feedback',
    { attributes: { kind } },
  );
}

const PAGES: Readonly<Record<RouteKey, Entry>> = {
  home: page('/', '', null, null),
  properties: page('/Nos-biens/', ['ons-aanbod', 'nos-biens', 'our-properties', 'unsere-immobilien'], 'home', 'agency-property-list'),
  'for-sale': page(
    '/Nos-biens/for-sale/',
    ['te-koop', 'a-vendre', 'for-sale', 'zu-verkaufen'],
    'properties',
    'agency-property-list',
    {
    attributes: { goal: 'sale' },
  },
  ),
  'for-rent': page(
    '/Nos-biens/for-rent/',
    ['te-huur', 'a-louer', 'for-rent', 'zu-vermieten'],
    'properties',
    'agency-property-list',
    {
    attributes: { goal: 'rent' },
  },
  ),
  // The search of the lists on a map of Belgium, beside its list: one tap from a list and back, with the same filters.
  // (No original: the previous site had no map.)
  map: page('/map-search/', ['kaart', 'carte', 'map', 'karte'], 'properties', 'agency-property-map', { attributes: { 'with-list': '' } }),
  // The canonical address of a property is its slug path under the for-sale or for-rent
  // page (see propertyPath); these id-only paths serve links made without the data.
  property: page('/property/{id}/', ['pand/{id}', 'bien/{id}', 'property/{id}', 'immobilie/{id}'], 'properties', 'agency-property-detail', aboutProperty),
  projects: page('/projects/', ['nieuwbouw', 'projets-neufs', 'new-developments', 'neubauprojekte'], 'home', 'agency-project-list'),
  project: page(
    '/project/{id}/',
    ['nieuwbouw/{id}', 'projets-neufs/{id}', 'new-developments/{id}', 'neubauprojekte/{id}'],
    'projects',
    'agency-project-detail',
    { paramAttributes: { id: 'project-id' } },
  ),
  contact: page('/contact/', ['contact', 'contact', 'contact', 'kontakt'], 'home', 'agency-contact-form'),
  services: page('/services/', ['diensten', 'services', 'services', 'dienstleistungen'], 'home', null),
  'services-selling': page(
    '/services/selling/',
    ['diensten/verkopen', 'services/vendre', 'services/selling', 'dienstleistungen/verkaufen'],
    'services',
    null,
  ),
  'services-letting': page(
    '/services/letting/',
    ['diensten/verhuren', 'services/louer', 'services/letting', 'dienstleistungen/vermieten'],
    'services',
    null,
  ),
  'services-inventory': page(
    '/services/inventory/',
    ['diensten/plaatsbeschrijving', 'services/etat-des-lieux', 'services/inventory-of-condition', 'dienstleistungen/ortsbeschreibung'],
    'services',
    null,
  ),
  // Spec §2 "article pages for jobs and services": written in the CMS, one slug each.
  service: page('/services/{slug}/', ['diensten/{slug}', 'services/{slug}', 'services/{slug}', 'dienstleistungen/{slug}'], 'services', null),
  'demand-register': page(
    '/demand-register/',
    ['hou-me-op-de-hoogte', 'tenez-moi-informe', 'keep-me-informed', 'suchauftrag'],
    'home',
    'agency-demand-form',
  ),
  valuation: page(
    '/contact-demand/',
    ['gratis-schatting', 'estimation-gratuite', 'free-valuation', 'kostenlose-bewertung'],
    'home',
    'agency-valuation-form',
  ),
  // the visitor's own: kept in their browser, so nobody's search result
  favourites: page('/favourites/', ['favorieten', 'favoris', 'favourites', 'favoriten'], 'home', 'agency-favourites'),
  compare: page('/compare/', ['vergelijken', 'comparer', 'compare', 'vergleichen'], 'favourites', 'agency-compare'),
  privacy: page('/Privacy/', ['privacy', 'vie-privee', 'privacy', 'datenschutz'], 'home', null),
  disclaimer: page('/Disclaimer/', ['disclaimer', 'avertissement-legal', 'disclaimer', 'haftungsausschluss'], 'home', null),
  'cookie-policy': page('/Cookie-policy/', ['cookiebeleid', 'politique-cookies', 'cookie-policy', 'cookie-richtlinie'], 'home', null),
  // The agency's forms to print, as PDFs the server fills in (`?property=` adds the property's details).
  documents: page('/Documents-à-télécharger/', ['documenten', 'documents-a-telecharger', 'documents', 'dokumente'], 'home', 'agency-documents'),
  'documents-offer': page(
    '/Documents-à-télécharger/purchase-offer/',
    ['documenten/aankoopbod', 'documents-a-telecharger/offre-d-achat', 'documents/purchase-offer', 'dokumente/kaufangebot'],
    'documents',
    'agency-documents',
    { attributes: { document: 'offer' } },
  ),
  'documents-rental': page(
    '/Documents-à-télécharger/rental-application/',
    ['documenten/huurkandidatuur', 'documents-a-telecharger/candidature-locative', 'documents/rental-application', 'dokumente/mietbewerbung'],
    'documents',
    'agency-documents',
    { attributes: { document: 'rental' } },
  ),
  'documents-power-of-attorney': page(
    '/Documents-à-télécharger/power-of-attorney/',
    ['documenten/volmacht', 'documents-a-telecharger/procuration', 'documents/power-of-attorney', 'dokumente/vollmacht'],
    'documents',
    'agency-documents',
    { attributes: { document: 'power-of-attorney' } },
  ),
  team: page('/Notre-équipe/', ['ons-team', 'notre-equipe', 'our-team', 'unser-team'], 'home', null),
  jobs: page('/Recrutement/', ['vacatures', 'recrutement', 'jobs', 'stellenangebote'], 'home', 'agency-job-form'),
  job: page(
    '/Recrutement/{slug}/',
    ['vacatures/{slug}', 'recrutement/{slug}', 'jobs/{slug}', 'stellenangebote/{slug}'],
    'jobs',
    'agency-job-form',
    { paramAttributes: { slug: 'position' } },
  ),
  login: page('/login/', 'login', 'home', 'agency-owner-login'),
  // Where the password reminder's mail leads (the link's token is in the fragment).
  'password-reset': page(
    '/login/reset/',
    ['login/nieuw-wachtwoord', 'login/nouveau-mot-de-passe', 'login/new-password', 'login/neues-passwort'],
    'login',
    'agency-owner-login',
    { attributes: { view: 'reset' } },
  ),
  owner: page('/owner/', ['eigenaar', 'proprietaire', 'owner', 'eigentuemer'], 'home', 'agency-owner-portal'),
  'request-visit': page(
    '/request-visit/{id}/',
    ['bezoek-aanvragen/{id}', 'demander-une-visite/{id}', 'request-a-visit/{id}', 'besichtigung-anfragen/{id}'],
    'property',
    'agency-property-request',
    { ...aboutProperty, attributes: { kind: 'visit' } },
  ),
  // The appointment plugin: a moment of the agency's calendar, booked in one step. Its
  // confirmation mail links back here to cancel. (No original: the previous site had none.)
  'book-visit': page(
    '/book-a-visit/{id}/',
    ['bezoek-boeken/{id}', 'reserver-une-visite/{id}', 'book-a-visit/{id}', 'besichtigung-buchen/{id}'],
    'property',
    'agency-appointment',
    aboutProperty,
  ),
  'request-info': page(
    '/request-info/{id}/',
    ['meer-info/{id}', 'demander-des-informations/{id}', 'request-information/{id}', 'informationen-anfordern/{id}'],
    'property',
    'agency-property-request',
    { ...aboutProperty, attributes: { kind: 'info' } },
  ),
  // A visitor may send any page, not only a property: the id is optional.
  'send-to-friend': page(
    '/send-to-friend/{id?}/',
    ['doorsturen/{id?}', 'envoyer-a-un-ami/{id?}', 'send-to-a-friend/{id?}', 'weiterempfehlen/{id?}'],
    'property',
    'agency-send-to-friend',
    aboutProperty,
  ),
  'request-documents': page(
    '/request-documents/{id}/',
    ['documenten-aanvragen/{id}', 'demander-les-documents/{id}', 'request-documents/{id}', 'unterlagen-anfordern/{id}'],
    'property',
    'agency-request-documents',
    aboutProperty,
  ),
  'purchase-offer': page(
    '/purchase-offer/{id}/',
    ['bod-uitbrengen/{id}', 'faire-une-offre/{id}', 'make-an-offer/{id}', 'kaufangebot-abgeben/{id}'],
    'property',
    'agency-purchase-offer',
    aboutProperty,
  ),
  'rental-application': page(
    '/rental-application/{id}/',
    ['huurkandidatuur/{id}', 'candidature-locative/{id}', 'rental-application/{id}', 'mietbewerbung/{id}'],
    'property',
    'agency-rental-application',
    aboutProperty,
  ),
  newsletter: page('/newsletter/', ['nieuwsbrief', 'newsletter', 'newsletter', 'newsletter'], 'home', 'agency-newsletter'),
  testimonial: page('/testimonial/', ['getuigenis', 'temoignage', 'testimonial', 'erfahrungsbericht'], 'home', 'agency-testimonial-form'),
  // Not in spec §2: where the approved testimonials are read, and where every newsletter's link unsubscribes.
  testimonials: page('/testimonials/', ['getuigenissen', 'temoignages', 'testimonials', 'erfahrungsberichte'], 'home', 'agency-testimonials'),
  'newsletter-unsubscribe': page(
    '/newsletter/unsubscribe/',
    ['nieuwsbrief/uitschrijven', 'newsletter/desinscription', 'newsletter/unsubscribe', 'newsletter/abmelden'],
    'newsletter',
    'agency-unsubscribe',
  ),
  'feedback-contact-me': feedback('contact-me', ['contactaanvraag', 'demande-de-contact', 'contact-request', 'kontaktanfrage']),
  'feedback-contact-appointment': feedback('contact-appointment', ['bezoekaanvraag', 'demande-de-visite', 'visit-request', 'besichtigungsanfrage']),
  'feedback-contact-construction': feedback('contact-construction', ['nieuwbouw', 'projet-neuf', 'new-development', 'neubauprojekt']),
  'feedback-contact-demand': feedback('contact-demand', ['schatting', 'estimation', 'valuation', 'bewertung']),
  'feedback-demand-register': feedback('demand-register', ['hou-me-op-de-hoogte', 'tenez-moi-informe', 'keep-me-informed', 'suchauftrag']),
  'feedback-send-to-friend': feedback('send-to-friend', ['doorgestuurd', 'envoye-a-un-ami', 'sent-to-a-friend', 'weiterempfohlen']),
  'feedback-site-contact': feedback('site-contact', ['contact', 'contact', 'contact', 'kontakt']),
  'feedback-sign-newsletter': feedback('sign-newsletter', ['nieuwsbrief', 'newsletter', 'newsletter', 'newsletter']),
  'feedback-job-contact': feedback('job-contact', ['sollicitatie', 'candidature', 'job-application', 'bewerbung']),
  'feedback-request-documents': feedback('request-documents', ['documenten', 'documents', 'documents', 'unterlagen']),
  'feedback-purchase-offer': feedback('purchase-offer', ['bod', 'offre', 'offer', 'kaufangebot']),
  'feedback-rental-application': feedback('rental-application', ['huurkandidatuur', 'candidature-locative', 'rental-application', 'mietbewerbung']),
  'feedback-testimonial': feedback('testimonial', ['getuigenis', 'temoignage', 'testimonial', 'erfahrungsbericht']),
  'not-found': page(
    '/404/',
    ['pagina-niet-gevonden', 'page-introuvable', 'page-not-found', 'seite-nicht-gefunden'],
    'home',
    'agency-not-found',
  ),
};

/** The parent, the parent's parent and so on up to the home page. */
function breadcrumbOf(key: RouteKey): RouteKey[] {
  const { parent } = PAGES[key];
  return parent ? [parent, ...breadcrumbOf(parent)] : [];
}

function toRoute(key: RouteKey): Route {
  const { original, localized, screen, extra } = PAGES[key];
  const [nl, fr, en, de] = typeof localized === 'string' ? [localized, localized, localized, localized] : localized;
  const path = (language: Language, words: string) => (words ? `/${language}/${words}/` : `/${language}/`);
  const paths = { nl: path('nl', nl), fr: path('fr', fr), en: path('en', en), de: path('de', de) };
  return { key, original, paths, breadcrumb: breadcrumbOf(key), screen, ...extra };
}

export const ROUTES: RouteTable = (Object.keys(PAGES) as RouteKey[]).map(toRoute);

/** The route with `key` in `table`, if it has one. */
export function routeOf(key: unknown, table: RouteTable = ROUTES): Route | undefined {
  return table.find((candidate) => candidate.key === key);
}
