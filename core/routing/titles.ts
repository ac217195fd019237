/**
 * The name of each page of the route table (spec §2), for titles, breadcrumbs and menus:
 * apart from the table, so that code which only links to pages carries no page names.
 */
import type { MessageId } from '../messages.ts';
import type { RouteKey } from './routes.ts';

export const ROUTE_TITLES: Readonly<Record<RouteKey, MessageId>> = {
  home: 'route.home',
  properties: 'route.properties',
  'for-sale': 'route.forSale',
  'for-rent': 'route.forRent',
  property: 'route.property',
  projects: 'route.projects',
  project: 'route.project',
  contact: 'route.contact',
  services: 'route.services',
  'services-selling': 'route.servicesSelling',
  'services-letting': 'route.servicesLetting',
  'services-inventory': 'route.servicesInventory',
  service: 'route.service',
  'demand-register': 'route.demandRegister',
  valuation: 'route.valuation',
  privacy: 'route.privacy',
  disclaimer: 'route.disclaimer',
  'cookie-policy': 'route.cookiePolicy',
  documents: 'route.documents',
  'documents-offer': 'route.documentsOffer',
  'documents-rental': 'action.rentalApplication',
  'documents-power-of-attorney': 'route.powerOfAttorney',
  team: 'route.team',
  jobs: 'route.jobs',
  job: 'route.job',
  login: 'route.login',
  'password-reset': 'route.passwordReset',
  owner: 'route.owner',
  'request-visit': 'action.requestVisit',
  'request-info': 'action.requestInfo',
  'send-to-friend': 'action.sendToFriend',
  'request-documents': 'action.requestDocuments',
  'purchase-offer': 'action.purchaseOffer',
  'rental-application': 'action.rentalApplication',
  newsletter: 'route.newsletter',
  testimonial: 'route.testimonial',
  'feedback-contact-me': 'route.feedback',
  'feedback-contact-appointment': 'route.feedback',
  'feedback-contact-construction': 'route.feedback',
  'feedback-contact-demand': 'route.feedback',
  'feedback-demand-register': 'route.feedback',
  'feedback-send-to-friend': 'route.feedback',
  'feedback-site-contact': 'route.feedback',
  'feedback-sign-newsletter': 'route.feedback',
  'feedback-job-contact': 'route.feedback',
  'feedback-request-documents': 'route.feedback',
  'feedback-purchase-offer': 'route.feedback',
  'feedback-rental-application': 'route.feedback',
  'feedback-testimonial': 'route.feedback',
  'not-found': 'error.pageNotFound',
};

/** The message id of the page's name. */
export const routeTitle = (key: RouteKey): MessageId => ROUTE_TITLES[key];
