import type { MessageDescriptor } from './descriptor.ts';

/**
 * The names of the pages of the route table (spec §2), for titles, breadcrumbs and menus;
 * the pages about one property are named in ./action.ts.
 */
export const routeMessages = {
  home: /*i18n*/ { id: 'route.home', message: 'Home' },
  properties: /*i18n*/ { id: 'route.properties', message: 'Our properties' },
  forSale: /*i18n*/ { id: 'route.forSale', message: 'For sale' },
  forRent: /*i18n*/ { id: 'route.forRent', message: 'For rent' },
  property: /*i18n*/ { id: 'route.property', message: 'Property' },
  projects: /*i18n*/ { id: 'route.projects', message: 'New developments' },
  project: /*i18n*/ { id: 'route.project', message: 'Project' },
  contact: /*i18n*/ { id: 'route.contact', message: 'Contact' },
  services: /*i18n*/ { id: 'route.services', message: 'Services' },
  servicesSelling: /*i18n*/ { id: 'route.servicesSelling', message: 'Selling' },
  servicesLetting: /*i18n*/ { id: 'route.servicesLetting', message: 'Letting' },
  servicesInventory: /*i18n*/ { id: 'route.servicesInventory', message: 'Inventory of condition' },
  service: /*i18n*/ { id: 'route.service', message: 'Service' },
  demandRegister: /*i18n*/ { id: 'route.demandRegister', message: 'Keep me informed' },
  valuation: /*i18n*/ { id: 'route.valuation', message: 'Free valuation' },
  privacy: /*i18n*/ { id: 'route.privacy', message: 'Privacy policy' },
  disclaimer: /*i18n*/ { id: 'route.disclaimer', message: 'Disclaimer' },
  cookiePolicy: /*i18n*/ { id: 'route.cookiePolicy', message: 'Cookie policy' },
  documents: /*i18n*/ { id: 'route.documents', message: 'Documents to download' },
  documentsOffer: /*i18n*/ { id: 'route.documentsOffer', message: 'Purchase offer' },
  powerOfAttorney: /*i18n*/ { id: 'route.powerOfAttorney', message: 'Power of attorney' },
  team: /*i18n*/ { id: 'route.team', message: 'Our team' },
  jobs: /*i18n*/ { id: 'route.jobs', message: 'Jobs' },
  job: /*i18n*/ { id: 'route.job', message: 'Vacancy' },
  login: /*i18n*/ { id: 'route.login', message: 'Owner login' },
  owner: /*i18n*/ { id: 'route.owner', message: 'Owner portal' },
  newsletter: /*i18n*/ { id: 'route.newsletter', message: 'Newsletter' },
  testimonial: /*i18n*/ { id: 'route.testimonial', message: 'Share your experience' },
  feedback: /*i18n*/ { id: 'route.feedback', message: 'Thank you' },
} as const satisfies Record<string, MessageDescriptor>;
