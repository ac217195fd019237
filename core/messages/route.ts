/**
 * The names of the pages of the route table (spec §2), for titles, breadcrumbs and menus;
 * the pages about one property are named in ./action.ts.
 */
export const home = (/*i18n*/ { id: 'route.home', message: 'Home' }) as const;
export const properties = (/*i18n*/ { id: 'route.properties', message: 'Our properties' }) as const;
export const forSale = (/*i18n*/ { id: 'route.forSale', message: 'For sale' }) as const;
export const forRent = (/*i18n*/ { id: 'route.forRent', message: 'For rent' }) as const;
export const map = (/*i18n*/ { id: 'route.map', message: 'Map' }) as const;
export const property = (/*i18n*/ { id: 'route.property', message: 'Property' }) as const;
export const projects = (/*i18n*/ { id: 'route.projects', message: 'New developments' }) as const;
export const project = (/*i18n*/ { id: 'route.project', message: 'Project' }) as const;
export const contact = (/*i18n*/ { id: 'route.contact', message: 'Contact' }) as const;
export const services = (/*i18n*/ { id: 'route.services', message: 'Services' }) as const;
export const servicesSelling = (/*i18n*/ { id: 'route.servicesSelling', message: 'Selling' }) as const;
export const servicesLetting = (/*i18n*/ { id: 'route.servicesLetting', message: 'Letting' }) as const;
export const servicesInventory = (/*i18n*/ { id: 'route.servicesInventory', message: 'Inventory of condition' }) as const;
export const service = (/*i18n*/ { id: 'route.service', message: 'Service' }) as const;
export const demandRegister = (/*i18n*/ { id: 'route.demandRegister', message: 'Keep me informed' }) as const;
export const valuation = (/*i18n*/ { id: 'route.valuation', message: 'Free valuation' }) as const;
export const favourites = (/*i18n*/ { id: 'route.favourites', message: 'My favourites' }) as const;
export const compare = (/*i18n*/ { id: 'route.compare', message: 'Compare properties' }) as const;
export const privacy = (/*i18n*/ { id: 'route.privacy', message: 'Privacy policy' }) as const;
export const disclaimer = (/*i18n*/ { id: 'route.disclaimer', message: 'Disclaimer' }) as const;
export const cookiePolicy = (/*i18n*/ { id: 'route.cookiePolicy', message: 'Cookie policy' }) as const;
export const documents = (/*i18n*/ { id: 'route.documents', message: 'Documents to download' }) as const;
export const documentsOffer = (/*i18n*/ { id: 'route.documentsOffer', message: 'Purchase offer' }) as const;
export const powerOfAttorney = (/*i18n*/ { id: 'route.powerOfAttorney', message: 'Power of attorney' }) as const;
export const team = (/*i18n*/ { id: 'route.team', message: 'Our team' }) as const;
export const jobs = (/*i18n*/ { id: 'route.jobs', message: 'Jobs' }) as const;
export const job = (/*i18n*/ { id: 'route.job', message: 'Vacancy' }) as const;
export const login = (/*i18n*/ { id: 'route.login', message: 'Owner login' }) as const;
export const passwordReset = (/*i18n*/ { id: 'route.passwordReset', message: 'Choose a new password' }) as const;
export const owner = (/*i18n*/ { id: 'route.owner', message: 'Owner portal' }) as const;
export const newsletter = (/*i18n*/ { id: 'route.newsletter', message: 'Newsletter' }) as const;
export const testimonial = (/*i18n*/ { id: 'route.testimonial', message: 'Share your experience' }) as const;
export const testimonials = (/*i18n*/ { id: 'route.testimonials', message: 'What our clients say' }) as const;
export const unsubscribe = (/*i18n*/ { id: 'route.unsubscribe', message: 'Unsubscribe' }) as const;
export const feedback = (/*i18n*/ { id: 'route.feedback', message: 'Thank you' }) as const;
