import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { sourceMessages } from '../messages/source.ts';
import { ROUTES, type RouteKey, type ScreenTag, routeOf } from './routes.ts';
import { pathSegments } from './segments.ts';
import { routeTitle } from './titles.ts';

/** The keys and screens other parts of the product code against. */
const SCREENS: readonly [RouteKey, ScreenTag | null, Record<string, string>?][] = [
  ['home', null],
  ['properties', 'agency-property-list'],
  ['for-sale', 'agency-property-list', { goal: 'sale' }],
  ['for-rent', 'agency-property-list', { goal: 'rent' }],
  ['map', 'agency-property-map', { 'with-list': '' }],
  ['projects', 'agency-project-list'],
  ['project', 'agency-project-detail'],
  ['property', 'agency-property-detail'],
  ['contact', 'agency-contact-form'],
  ['services', null],
  ['services-selling', null],
  ['services-letting', null],
  ['services-inventory', null],
  ['demand-register', 'agency-demand-form'],
  ['valuation', 'agency-valuation-form'],
  ['privacy', null],
  ['disclaimer', null],
  ['cookie-policy', null],
  ['documents', 'agency-documents'],
  ['documents-offer', 'agency-documents', { document: 'offer' }],
  ['documents-rental', 'agency-documents', { document: 'rental' }],
  ['documents-power-of-attorney', 'agency-documents', { document: 'power-of-attorney' }],
  ['team', null],
  ['jobs', 'agency-job-form'],
  ['login', 'agency-owner-login'],
  ['password-reset', 'agency-owner-login', { view: 'reset' }],
  ['owner', 'agency-owner-portal'],
  ['request-visit', 'agency-property-request', { kind: 'visit' }],
  ['book-visit', 'agency-appointment'],
  ['request-info', 'agency-property-request', { kind: 'info' }],
  ['send-to-friend', 'agency-send-to-friend'],
  ['request-documents', 'agency-request-documents'],
  ['purchase-offer', 'agency-purchase-offer'],
  ['rental-application', 'agency-rental-application'],
  ['newsletter', 'agency-newsletter'],
  ['testimonial', 'agency-testimonial-form'],
  ['testimonials', 'agency-testimonials'],
  ['newsletter-unsubscribe', 'agency-unsubscribe'],
  ['feedback-contact-me', 'agency-feedback', { kind: 'contact-me' }],
  ['feedback-contact-appointment', 'agency-feedback', { kind: 'contact-appointment' }],
  ['feedback-contact-construction', 'agency-feedback', { kind: 'contact-construction' }],
  ['feedback-contact-demand', 'agency-feedback', { kind: 'contact-demand' }],
  ['feedback-demand-register', 'agency-feedback', { kind: 'demand-register' }],
  ['feedback-send-to-friend', 'agency-feedback', { kind: 'send-to-friend' }],
  ['feedback-site-contact', 'agency-feedback', { kind: 'site-contact' }],
  ['feedback-sign-newsletter', 'agency-feedback', { kind: 'sign-newsletter' }],
  ['feedback-job-contact', 'agency-feedback', { kind: 'job-contact' }],
  ['not-found', 'agency-not-found'],
];

/** Spec §2's original paths. */
const ORIGINALS: readonly [RouteKey, string][] = [
  ['home', '/'],
  ['properties', '/Nos-biens/'],
  ['for-sale', '/Nos-biens/for-sale/'],
  ['for-rent', '/Nos-biens/for-rent/'],
  ['contact', '/contact/'],
  ['services', '/services/'],
  ['demand-register', '/demand-register/'],
  ['valuation', '/contact-demand/'],
  ['privacy', '/Privacy/'],
  ['disclaimer', '/Disclaimer/'],
  ['cookie-policy', '/Cookie-policy/'],
  ['documents', '/Documents-à-télécharger/'],
  ['team', '/Notre-équipe/'],
  ['jobs', '/Recrutement/'],
  ['property', '/property/{id}/'],
  ['login', '/login/'],
  ['feedback-contact-me', '/feedback/contact-me/'],
  ['feedback-contact-appointment', '/feedback/contact-appointment/'],
  ['feedback-contact-construction', '/feedback/contact-construction/'],
  ['feedback-contact-demand', '/feedback/contact-demand/'],
  ['feedback-demand-register', '/feedback/demand-register/'],
  ['feedback-send-to-friend', '/feedback/send-to-friend/'],
  ['feedback-site-contact', '/feedback/site-contact/'],
  ['feedback-sign-newsletter', '/feedback/sign-newsletter/'],
  ['feedback-job-contact', '/feedback/job-contact/'],
];

describe('the route table', () => {
  it('has one route per key, the home page first', () => {
    const keys = ROUTES.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('home');
  });

  it.each(SCREENS)('%s is rendered by %s', (key, screen, attributes) => {
    const route = routeOf(key);
    expect(route?.screen).toBe(screen);
    if (attributes) expect(route?.attributes).toEqual(attributes);
  });

  it.each(ORIGINALS)('%s keeps its original path %s', (key, original) => {
    expect(routeOf(key)?.original).toBe(original);
  });

  it.each([
    ['for-sale', 'fr', '/fr/a-vendre/'],
    ['for-rent', 'fr', '/fr/a-louer/'],
    ['for-sale', 'nl', '/nl/te-koop/'],
    ['for-rent', 'nl', '/nl/te-huur/'],
    ['for-sale', 'de', '/de/zu-verkaufen/'],
    ['for-sale', 'en', '/en/for-sale/'],
    ['map', 'nl', '/nl/kaart/'],
    ['map', 'fr', '/fr/carte/'],
    ['map', 'en', '/en/map/'],
    ['map', 'de', '/de/karte/'],
    ['login', 'nl', '/nl/login/'],
    ['login', 'fr', '/fr/login/'],
    ['login', 'en', '/en/login/'],
    ['password-reset', 'nl', '/nl/login/nieuw-wachtwoord/'],
    ['password-reset', 'fr', '/fr/login/nouveau-mot-de-passe/'],
    ['properties', 'fr', '/fr/nos-biens/'],
    ['documents', 'fr', '/fr/documents-a-telecharger/'],
    ['team', 'fr', '/fr/notre-equipe/'],
    ['jobs', 'fr', '/fr/recrutement/'],
  ] as const)('%s in %s is %s', (key, language, path) => {
    expect(routeOf(key)?.paths[language]).toBe(path);
  });

  it('puts every French thank-you page under /fr/merci/', () => {
    const feedback = ROUTES.filter((route) => route.key.startsWith('feedback-'));
    expect(feedback.length).toBe(13);
    for (const route of feedback) {
      expect(route.paths.fr).toMatch(/^\/fr\/merci\/[a-z-]+\/$/);
      expect(route.original).toBe(`/feedback/${route.attributes?.kind}/`);
    }
  });

  it.each(LANGUAGES)('starts every %s path with its language and writes it in lower-case ASCII', (language) => {
    for (const route of ROUTES) {
      expect(route.paths[language], route.key).toMatch(new RegExp(`^/${language}/([a-z0-9-]+/|\\{(id|slug)\\??\\}/)*$`));
    }
  });

  it('gives no two pages the same path in any language, nor the same original path', () => {
    const seen = new Map<string, string>();
    for (const route of ROUTES) {
      for (const path of [route.original, ...Object.values(route.paths)]) {
        const key = pathSegments(path)!.join('/');
        const owner = seen.get(key);
        expect(owner === undefined || owner === route.key, `${path}: ${owner} and ${route.key}`).toBe(true);
        seen.set(key, route.key);
      }
    }
  });

  it('has breadcrumbs of known pages that climb to the home page without a loop', () => {
    for (const route of ROUTES) {
      if (route.key === 'home') {
        expect(route.breadcrumb).toEqual([]);
        continue;
      }
      expect(route.breadcrumb.at(-1), route.key).toBe('home');
      expect(new Set(route.breadcrumb).size).toBe(route.breadcrumb.length);
      expect(route.breadcrumb).not.toContain(route.key);
      // each entry's own breadcrumb is the rest of the trail
      const [parent, ...above] = route.breadcrumb;
      expect(routeOf(parent)?.breadcrumb, route.key).toEqual(above);
    }
  });

  it('names every page with a message of the catalogue', () => {
    for (const route of ROUTES) expect(sourceMessages[routeTitle(route.key)], route.key).toBeTypeOf('string');
  });

  it('gives an id to the screens that show one property or project', () => {
    expect(routeOf('property')?.paramAttributes).toEqual({ id: 'property-id' });
    expect(routeOf('project')?.paramAttributes).toEqual({ id: 'project-id' });
    expect(routeOf('request-visit')?.paramAttributes).toEqual({ id: 'property-id' });
    expect(routeOf('job')?.paramAttributes).toEqual({ slug: 'position' });
  });

  it.each([['nope'], [undefined], [null], [42]])('has no route for key %j', (key) => {
    expect(routeOf(key)).toBeUndefined();
  });
});
