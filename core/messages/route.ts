/**
 * The names of the pages of the route table (spec §2), for titles, breadcrumbs and menus;
 * the pages about one property are named in ./action.ts.
 */
import { defineMessage } from './descriptor.ts';

export const home = defineMessage(/*i18n*/ { id: 'route.home', message: 'Home' });
export const properties = defineMessage(/*i18n*/ { id: 'route.properties', message: 'Our properties' });
export const forSale = defineMessage(/*i18n*/ { id: 'route.forSale', message: 'For sale' });
export const forRent = defineMessage(/*i18n*/ { id: 'route.forRent', message: 'For rent' });
export const property = defineMessage(/*i18n*/ { id: 'route.property', message: 'Property' });
export const projects = defineMessage(/*i18n*/ { id: 'route.projects', message: 'New developments' });
export const project = defineMessage(/*i18n*/ { id: 'route.project', message: 'Project' });
export const contact = defineMessage(/*i18n*/ { id: 'route.contact', message: 'Contact' });
export const services = defineMessage(/*i18n*/ { id: 'route.services', message: 'Services' });
export const servicesSelling = defineMessage(/*i18n*/ { id: 'route.servicesSelling', message: 'Selling' });
export const servicesLetting = defineMessage(/*i18n*/ { id: 'route.servicesLetting', message: 'Letting' });
export const servicesInventory = defineMessage(/*i18n*/ { id: 'route.servicesInventory', message: 'Inventory of condition' });
export const service = defineMessage(/*i18n*/ { id: 'route.service', message: 'Service' });
export const demandRegister = defineMessage(/*i18n*/ { id: 'route.demandRegister', message: 'Keep me informed' });
export const valuation = defineMessage(/*i18n*/ { id: 'route.valuation', message: 'Free valuation' });
export const privacy = defineMessage(/*i18n*/ { id: 'route.privacy', message: 'Privacy policy' });
export const disclaimer = defineMessage(/*i18n*/ { id: 'route.disclaimer', message: 'Disclaimer' });
export const cookiePolicy = defineMessage(/*i18n*/ { id: 'route.cookiePolicy', message: 'Cookie policy' });
export const documents = defineMessage(/*i18n*/ { id: 'route.documents', message: 'Documents to download' });
export const documentsOffer = defineMessage(/*i18n*/ { id: 'route.documentsOffer', message: 'Purchase offer' });
export const powerOfAttorney = defineMessage(/*i18n*/ { id: 'route.powerOfAttorney', message: 'Power of attorney' });
export const team = defineMessage(/*i18n*/ { id: 'route.team', message: 'Our team' });
export const jobs = defineMessage(/*i18n*/ { id: 'route.jobs', message: 'Jobs' });
export const job = defineMessage(/*i18n*/ { id: 'route.job', message: 'Vacancy' });
export const login = defineMessage(/*i18n*/ { id: 'route.login', message: 'Owner login' });
export const owner = defineMessage(/*i18n*/ { id: 'route.owner', message: 'Owner portal' });
export const newsletter = defineMessage(/*i18n*/ { id: 'route.newsletter', message: 'Newsletter' });
export const testimonial = defineMessage(/*i18n*/ { id: 'route.testimonial', message: 'Share your experience' });
export const feedback = defineMessage(/*i18n*/ { id: 'route.feedback', message: 'Thank you' });
