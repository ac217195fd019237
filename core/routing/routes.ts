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
import { type MessageId, errorMessages, routeMessages } from '../messages.ts';

export const ROUTE_KEYS = [
  'home',
  'properties',
  'for-sale',
  'for-rent',
  'property',
  'projects',
  'project',
  'contact',
  'services',
  'services-selling',
  'services-letting',
  'services-inventory',
  'service',
  'demand-register',
  'valuation',
  'privacy',
  'disclaimer',
  'cookie-policy',
  'documents',
  'documents-offer',
  'documents-rental',
  'documents-power-of-attorney',
  'team',
  'jobs',
  'job',
  'login',
  'owner',
  'request-visit',
  'request-info',
  'send-to-friend',
  'request-documents',
  'purchase-offer',
  'rental-application',
  'newsletter',
  'testimonial',
  'feedback-contact-me',
  'feedback-contact-appointment',
  'feedback-contact-construction',
  'feedback-contact-demand',
  'feedback-demand-register',
  'feedback-send-to-friend',
  'feedback-site-contact',
  'feedback-sign-newsletter',
  'feedback-job-contact',
  'feedback-request-documents',
  'feedback-purchase-offer',
  'feedback-rental-application',
  'feedback-testimonial',
  'not-found',
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

/** The elements a route can render; content pages the CMS writes itself have none. */
export type ScreenTag =
  | 'agency-property-list'
  | 'agency-property-detail'
  | 'agency-project-list'
  | 'agency-project-detail'
  | 'agency-property-request'
  | 'agency-demand-form'
  | 'agency-valuation-form'
  | 'agency-contact-form'
  | 'agency-send-to-friend'
  | 'agency-request-documents'
  | 'agency-purchase-offer'
  | 'agency-rental-application'
  | 'agency-newsletter'
  | 'agency-testimonial-form'
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
  /** the page's name, for titles, breadcrumbs and navigation */
  readonly title: MessageId;
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

type Paths = Readonly<Record<Language, string>>;

function route(
  key: RouteKey,
  original: string,
  paths: Paths,
  breadcrumb: readonly RouteKey[],
  title: MessageId,
  screen: ScreenTag | null,
  extra: Pick<Route, 'attributes' | 'paramAttributes' | 'external'> = {},
): Route {
  return { key, original, paths, breadcrumb, title, screen, ...extra };
}

const HOME = ['home'] as const;
const PROPERTIES = ['properties', 'home'] as const;
const PROPERTY = ['property', 'properties', 'home'] as const;
const PROJECTS = ['projects', 'home'] as const;
const SERVICES = ['services', 'home'] as const;
const DOCUMENTS = ['documents', 'home'] as const;
const JOBS = ['jobs', 'home'] as const;

/** The property forms: their `{id}` is the property the visitor asks about. */
const aboutProperty = { paramAttributes: { id: 'property-id' } } as const;

/**
 * A thank-you page of spec §2: `/feedback/<kind>/` originally, `/fr/merci/…` in French,
 * the same words per language as the form it thanks for.
 */
function feedback(kind: string, words: Paths): Route {
  return route(
    `feedback-${kind}` as RouteKey,
    `/feedback/${kind}/`,
    {
      nl: `/nl/bedankt/${words.nl}/`,
      fr: `/fr/merci/${words.fr}/`,
      en: `/en/thank-you/${words.en}/`,
      de: `/de/danke/${words.de}/`,
    },
    HOME,
    routeMessages.feedback.id,
    'agency-feedback',
    { attributes: { kind } },
  );
}

export const ROUTES: RouteTable = [
  route('home', '/', { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' }, [], routeMessages.home.id, null),
  route(
    'properties',
    '/Nos-biens/',
    { nl: '/nl/ons-aanbod/', fr: '/fr/nos-biens/', en: '/en/our-properties/', de: '/de/unsere-immobilien/' },
    HOME,
    routeMessages.properties.id,
    'agency-property-list',
  ),
  route(
    'for-sale',
    '/Nos-biens/for-sale/',
    { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
    PROPERTIES,
    routeMessages.forSale.id,
    'agency-property-list',
    { attributes: { goal: 'sale' } },
  ),
  route(
    'for-rent',
    '/Nos-biens/for-rent/',
    { nl: '/nl/te-huur/', fr: '/fr/a-louer/', en: '/en/for-rent/', de: '/de/zu-vermieten/' },
    PROPERTIES,
    routeMessages.forRent.id,
    'agency-property-list',
    { attributes: { goal: 'rent' } },
  ),
  // The canonical address of a property is its slug path under the for-sale or for-rent
  // page (see propertyPath); these id-only paths serve links made without the data.
  route(
    'property',
    '/property/{id}/',
    { nl: '/nl/pand/{id}/', fr: '/fr/bien/{id}/', en: '/en/property/{id}/', de: '/de/immobilie/{id}/' },
    PROPERTIES,
    routeMessages.property.id,
    'agency-property-detail',
    aboutProperty,
  ),
  route(
    'projects',
    '/projects/',
    { nl: '/nl/nieuwbouw/', fr: '/fr/projets-neufs/', en: '/en/new-developments/', de: '/de/neubauprojekte/' },
    HOME,
    routeMessages.projects.id,
    'agency-project-list',
  ),
  route(
    'project',
    '/project/{id}/',
    {
      nl: '/nl/nieuwbouw/{id}/',
      fr: '/fr/projets-neufs/{id}/',
      en: '/en/new-developments/{id}/',
      de: '/de/neubauprojekte/{id}/',
    },
    PROJECTS,
    routeMessages.project.id,
    'agency-project-detail',
    { paramAttributes: { id: 'project-id' } },
  ),
  route(
    'contact',
    '/contact/',
    { nl: '/nl/contact/', fr: '/fr/contact/', en: '/en/contact/', de: '/de/kontakt/' },
    HOME,
    routeMessages.contact.id,
    'agency-contact-form',
  ),
  route(
    'services',
    '/services/',
    { nl: '/nl/diensten/', fr: '/fr/services/', en: '/en/services/', de: '/de/dienstleistungen/' },
    HOME,
    routeMessages.services.id,
    null,
  ),
  route(
    'services-selling',
    '/services/selling/',
    { nl: '/nl/diensten/verkopen/', fr: '/fr/services/vendre/', en: '/en/services/selling/', de: '/de/dienstleistungen/verkaufen/' },
    SERVICES,
    routeMessages.servicesSelling.id,
    null,
  ),
  route(
    'services-letting',
    '/services/letting/',
    { nl: '/nl/diensten/verhuren/', fr: '/fr/services/louer/', en: '/en/services/letting/', de: '/de/dienstleistungen/vermieten/' },
    SERVICES,
    routeMessages.servicesLetting.id,
    null,
  ),
  route(
    'services-inventory',
    '/services/inventory/',
    {
      nl: '/nl/diensten/plaatsbeschrijving/',
      fr: '/fr/services/etat-des-lieux/',
      en: '/en/services/inventory-of-condition/',
      de: '/de/dienstleistungen/ortsbeschreibung/',
    },
    SERVICES,
    routeMessages.servicesInventory.id,
    null,
  ),
  // Spec §2 "article pages for jobs and services": written in the CMS, one slug each.
  route(
    'service',
    '/services/{slug}/',
    { nl: '/nl/diensten/{slug}/', fr: '/fr/services/{slug}/', en: '/en/services/{slug}/', de: '/de/dienstleistungen/{slug}/' },
    SERVICES,
    routeMessages.service.id,
    null,
  ),
  route(
    'demand-register',
    '/demand-register/',
    {
      nl: '/nl/hou-me-op-de-hoogte/',
      fr: '/fr/tenez-moi-informe/',
      en: '/en/keep-me-informed/',
      de: '/de/suchauftrag/',
    },
    HOME,
    routeMessages.demandRegister.id,
    'agency-demand-form',
  ),
  route(
    'valuation',
    '/contact-demand/',
    {
      nl: '/nl/gratis-schatting/',
      fr: '/fr/estimation-gratuite/',
      en: '/en/free-valuation/',
      de: '/de/kostenlose-bewertung/',
    },
    HOME,
    routeMessages.valuation.id,
    'agency-valuation-form',
  ),
  route(
    'privacy',
    '/Privacy/',
    { nl: '/nl/privacy/', fr: '/fr/vie-privee/', en: '/en/privacy/', de: '/de/datenschutz/' },
    HOME,
    routeMessages.privacy.id,
    null,
  ),
  route(
    'disclaimer',
    '/Disclaimer/',
    { nl: '/nl/disclaimer/', fr: '/fr/avertissement-legal/', en: '/en/disclaimer/', de: '/de/haftungsausschluss/' },
    HOME,
    routeMessages.disclaimer.id,
    null,
  ),
  route(
    'cookie-policy',
    '/Cookie-policy/',
    { nl: '/nl/cookiebeleid/', fr: '/fr/politique-cookies/', en: '/en/cookie-policy/', de: '/de/cookie-richtlinie/' },
    HOME,
    routeMessages.cookiePolicy.id,
    null,
  ),
  route(
    'documents',
    '/Documents-à-télécharger/',
    { nl: '/nl/documenten/', fr: '/fr/documents-a-telecharger/', en: '/en/documents/', de: '/de/dokumente/' },
    HOME,
    routeMessages.documents.id,
    null,
  ),
  route(
    'documents-offer',
    '/Documents-à-télécharger/purchase-offer/',
    {
      nl: '/nl/documenten/aankoopbod/',
      fr: '/fr/documents-a-telecharger/offre-d-achat/',
      en: '/en/documents/purchase-offer/',
      de: '/de/dokumente/kaufangebot/',
    },
    DOCUMENTS,
    routeMessages.documentsOffer.id,
    null,
  ),
  route(
    'documents-rental',
    '/Documents-à-télécharger/rental-application/',
    {
      nl: '/nl/documenten/huurkandidatuur/',
      fr: '/fr/documents-a-telecharger/candidature-locative/',
      en: '/en/documents/rental-application/',
      de: '/de/dokumente/mietbewerbung/',
    },
    DOCUMENTS,
    routeMessages.rentalApplication.id,
    null,
  ),
  route(
    'documents-power-of-attorney',
    '/Documents-à-télécharger/power-of-attorney/',
    {
      nl: '/nl/documenten/volmacht/',
      fr: '/fr/documents-a-telecharger/procuration/',
      en: '/en/documents/power-of-attorney/',
      de: '/de/dokumente/vollmacht/',
    },
    DOCUMENTS,
    routeMessages.powerOfAttorney.id,
    null,
  ),
  route(
    'team',
    '/Notre-équipe/',
    { nl: '/nl/ons-team/', fr: '/fr/notre-equipe/', en: '/en/our-team/', de: '/de/unser-team/' },
    HOME,
    routeMessages.team.id,
    null,
  ),
  route(
    'jobs',
    '/Recrutement/',
    { nl: '/nl/vacatures/', fr: '/fr/recrutement/', en: '/en/jobs/', de: '/de/stellenangebote/' },
    HOME,
    routeMessages.jobs.id,
    'agency-job-form',
  ),
  route(
    'job',
    '/Recrutement/{slug}/',
    { nl: '/nl/vacatures/{slug}/', fr: '/fr/recrutement/{slug}/', en: '/en/jobs/{slug}/', de: '/de/stellenangebote/{slug}/' },
    JOBS,
    routeMessages.job.id,
    'agency-job-form',
    { paramAttributes: { slug: 'position' } },
  ),
  route(
    'login',
    '/login/',
    { nl: '/nl/login/', fr: '/fr/login/', en: '/en/login/', de: '/de/login/' },
    HOME,
    routeMessages.login.id,
    'agency-owner-login',
  ),
  route(
    'owner',
    '/owner/',
    { nl: '/nl/eigenaar/', fr: '/fr/proprietaire/', en: '/en/owner/', de: '/de/eigentuemer/' },
    HOME,
    routeMessages.owner.id,
    'agency-owner-portal',
  ),
  route(
    'request-visit',
    '/request-visit/{id}/',
    {
      nl: '/nl/bezoek-aanvragen/{id}/',
      fr: '/fr/demander-une-visite/{id}/',
      en: '/en/request-a-visit/{id}/',
      de: '/de/besichtigung-anfragen/{id}/',
    },
    PROPERTY,
    routeMessages.requestVisit.id,
    'agency-property-request',
    { ...aboutProperty, attributes: { kind: 'visit' } },
  ),
  route(
    'request-info',
    '/request-info/{id}/',
    {
      nl: '/nl/meer-info/{id}/',
      fr: '/fr/demander-des-informations/{id}/',
      en: '/en/request-information/{id}/',
      de: '/de/informationen-anfordern/{id}/',
    },
    PROPERTY,
    routeMessages.requestInfo.id,
    'agency-property-request',
    { ...aboutProperty, attributes: { kind: 'info' } },
  ),
  // A visitor may send any page, not only a property: the id is optional.
  route(
    'send-to-friend',
    '/send-to-friend/{id?}/',
    {
      nl: '/nl/doorsturen/{id?}/',
      fr: '/fr/envoyer-a-un-ami/{id?}/',
      en: '/en/send-to-a-friend/{id?}/',
      de: '/de/weiterempfehlen/{id?}/',
    },
    PROPERTY,
    routeMessages.sendToFriend.id,
    'agency-send-to-friend',
    aboutProperty,
  ),
  route(
    'request-documents',
    '/request-documents/{id}/',
    {
      nl: '/nl/documenten-aanvragen/{id}/',
      fr: '/fr/demander-les-documents/{id}/',
      en: '/en/request-documents/{id}/',
      de: '/de/unterlagen-anfordern/{id}/',
    },
    PROPERTY,
    routeMessages.requestDocuments.id,
    'agency-request-documents',
    aboutProperty,
  ),
  route(
    'purchase-offer',
    '/purchase-offer/{id}/',
    {
      nl: '/nl/bod-uitbrengen/{id}/',
      fr: '/fr/faire-une-offre/{id}/',
      en: '/en/make-an-offer/{id}/',
      de: '/de/kaufangebot-abgeben/{id}/',
    },
    PROPERTY,
    routeMessages.purchaseOffer.id,
    'agency-purchase-offer',
    aboutProperty,
  ),
  route(
    'rental-application',
    '/rental-application/{id}/',
    {
      nl: '/nl/huurkandidatuur/{id}/',
      fr: '/fr/candidature-locative/{id}/',
      en: '/en/rental-application/{id}/',
      de: '/de/mietbewerbung/{id}/',
    },
    PROPERTY,
    routeMessages.rentalApplication.id,
    'agency-rental-application',
    aboutProperty,
  ),
  route(
    'newsletter',
    '/newsletter/',
    { nl: '/nl/nieuwsbrief/', fr: '/fr/newsletter/', en: '/en/newsletter/', de: '/de/newsletter/' },
    HOME,
    routeMessages.newsletter.id,
    'agency-newsletter',
  ),
  route(
    'testimonial',
    '/testimonial/',
    { nl: '/nl/getuigenis/', fr: '/fr/temoignage/', en: '/en/testimonial/', de: '/de/erfahrungsbericht/' },
    HOME,
    routeMessages.testimonial.id,
    'agency-testimonial-form',
  ),
  feedback('contact-me', { nl: 'contactaanvraag', fr: 'demande-de-contact', en: 'contact-request', de: 'kontaktanfrage' }),
  feedback('contact-appointment', {
    nl: 'bezoekaanvraag',
    fr: 'demande-de-visite',
    en: 'visit-request',
    de: 'besichtigungsanfrage',
  }),
  feedback('contact-construction', { nl: 'nieuwbouw', fr: 'projet-neuf', en: 'new-development', de: 'neubauprojekt' }),
  feedback('contact-demand', { nl: 'schatting', fr: 'estimation', en: 'valuation', de: 'bewertung' }),
  feedback('demand-register', {
    nl: 'hou-me-op-de-hoogte',
    fr: 'tenez-moi-informe',
    en: 'keep-me-informed',
    de: 'suchauftrag',
  }),
  feedback('send-to-friend', { nl: 'doorgestuurd', fr: 'envoye-a-un-ami', en: 'sent-to-a-friend', de: 'weiterempfohlen' }),
  feedback('site-contact', { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' }),
  feedback('sign-newsletter', { nl: 'nieuwsbrief', fr: 'newsletter', en: 'newsletter', de: 'newsletter' }),
  feedback('job-contact', { nl: 'sollicitatie', fr: 'candidature', en: 'job-application', de: 'bewerbung' }),
  feedback('request-documents', { nl: 'documenten', fr: 'documents', en: 'documents', de: 'unterlagen' }),
  feedback('purchase-offer', { nl: 'bod', fr: 'offre', en: 'offer', de: 'kaufangebot' }),
  feedback('rental-application', {
    nl: 'huurkandidatuur',
    fr: 'candidature-locative',
    en: 'rental-application',
    de: 'mietbewerbung',
  }),
  feedback('testimonial', { nl: 'getuigenis', fr: 'temoignage', en: 'testimonial', de: 'erfahrungsbericht' }),
  route(
    'not-found',
    '/404/',
    {
      nl: '/nl/pagina-niet-gevonden/',
      fr: '/fr/page-introuvable/',
      en: '/en/page-not-found/',
      de: '/de/seite-nicht-gefunden/',
    },
    HOME,
    errorMessages.pageNotFound.id,
    'agency-not-found',
  ),
];

/** The route with `key` in `table`, if it has one. */
export function routeOf(key: unknown, table: RouteTable = ROUTES): Route | undefined {
  return table.find((candidate) => candidate.key === key);
}
