/**
 * The texts of the server's mails, as message descriptors marked for extraction into
 * dictionaries/<lang>/server.po. Placeholders are ICU (`{name}`). Texts a visitor also
 * sees on the page (thanks, documents on their way) come from core/messages.ts.
 */
import type { RequestKind } from '../../../core/api/contract.ts';
import type { MessageDescriptor } from '../../../core/messages.ts';

export const mailMessages = {
  greeting: /*i18n*/ { id: 'server.mail.greeting', message: 'Dear {name},' },
  greetingAnonymous: /*i18n*/ { id: 'server.mail.greetingAnonymous', message: 'Hello,' },
  signature: /*i18n*/ { id: 'server.mail.signature', message: 'Kind regards,' },
  automatic: /*i18n*/ {
    id: 'server.mail.automatic',
    message: 'This message was sent automatically by the website of {agency}.',
  },
  details: /*i18n*/ { id: 'server.mail.details', message: 'What was filled in' },
  property: /*i18n*/ { id: 'server.mail.property', message: 'Property: {title}' },
  propertyLink: /*i18n*/ { id: 'server.mail.propertyLink', message: 'View the property: {url}' },
  attachment: /*i18n*/ { id: 'server.mail.attachment', message: 'Attached file: {name} ({size})' },
  language: /*i18n*/ { id: 'server.mail.language', message: 'Language of the visitor: {language}' },

  agencySubject: /*i18n*/ { id: 'server.mail.agency.subject', message: '{kind} from {name}' },
  agencySubjectAbout: /*i18n*/ { id: 'server.mail.agency.subjectAbout', message: '{kind} from {name} – {reference} {title}' },
  agencyIntro: /*i18n*/ { id: 'server.mail.agency.intro', message: 'A visitor sent the form "{kind}" on the website.' },

  confirmSubject: /*i18n*/ { id: 'server.mail.confirm.subject', message: 'We have received your message' },
  confirmSubjectAbout: /*i18n*/ { id: 'server.mail.confirm.subjectAbout', message: 'Your {kind}: {title}' },
  confirmIntro: /*i18n*/ { id: 'server.mail.confirm.intro', message: 'We have received your {kind} and will answer it as soon as possible.' },

  offerSubject: /*i18n*/ { id: 'server.mail.offer.subject', message: 'Your purchase offer for {title}' },
  offerIntro: /*i18n*/ {
    id: 'server.mail.offer.intro',
    message: 'Here is the copy of the purchase offer you made through our website: {amount} for {title}.',
  },
  offerBinding: /*i18n*/ {
    id: 'server.mail.offer.binding',
    message: 'Your offer binds you from {start} until {end}. If the seller accepts it in writing within that period, the sale is concluded; if not, the offer lapses.',
  },
  offerNext: /*i18n*/ {
    id: 'server.mail.offer.next',
    message: 'We are passing your offer on to the seller and will let you know the answer.',
  },

  documentsSubject: /*i18n*/ { id: 'server.mail.documents.subject', message: 'The documents of {title}' },
  documentsIntro: /*i18n*/ { id: 'server.mail.documents.intro', message: 'As requested, here are the documents of {title}:' },
  documentsNone: /*i18n*/ {
    id: 'server.mail.documents.none',
    message: 'There are no documents online for this property yet. Your agent will send them to you personally.',
  },

  friendSubject: /*i18n*/ { id: 'server.mail.friend.subject', message: '{name} thinks this property will interest you' },
  friendIntro: /*i18n*/ { id: 'server.mail.friend.intro', message: '{name} found this on the website of {agency} and wanted you to see it:' },
  friendPage: /*i18n*/ { id: 'server.mail.friend.page', message: '{name} found our website and wanted you to see it: {url}' },
  friendRemark: /*i18n*/ { id: 'server.mail.friend.remark', message: 'Their message:' },
  friendOpen: /*i18n*/ { id: 'server.mail.friend.open', message: 'See the property on our website' },

  newsletterSubject: /*i18n*/ { id: 'server.mail.newsletter.subject', message: 'Welcome to our newsletter' },
  newsletterIntro: /*i18n*/ {
    id: 'server.mail.newsletter.intro',
    message: 'From now on you will receive our newest properties and projects by e-mail. You can unsubscribe at any time with the link in every newsletter.',
  },

  newsletterConfirmSubject: /*i18n*/ { id: 'server.mail.newsletter.confirmSubject', message: 'Please confirm your subscription to our newsletter' },
  newsletterConfirmIntro: /*i18n*/ {
    id: 'server.mail.newsletter.confirmIntro',
    message: 'Someone, probably you, signed up for our newsletter with this address. Open this link to confirm it; we will not send you anything before:',
  },
  newsletterConfirmIgnore: /*i18n*/ {
    id: 'server.mail.newsletter.confirmIgnore',
    message: 'If you did not sign up, ignore this mail: your address will not be used and is deleted after 30 days.',
  },
  newsletterAlreadySubject: /*i18n*/ { id: 'server.mail.newsletter.alreadySubject', message: 'You are already subscribed to our newsletter' },
  newsletterAlready: /*i18n*/ {
    id: 'server.mail.newsletter.already',
    message: 'This address already receives our newsletter: there is nothing more to do.',
  },
  unsubscribeLine: /*i18n*/ { id: 'server.mail.unsubscribe', message: 'No longer interested? Unsubscribe with one click:' },
  testimonialApprove: /*i18n*/ {
    id: 'server.mail.testimonial.approve',
    message: 'The testimonial is published on the website once you approve it here:',
  },
  testimonialApproveTitle: /*i18n*/ { id: 'server.testimonial.approveTitle', message: 'Publish this testimonial?' },
  testimonialApproveButton: /*i18n*/ { id: 'server.testimonial.approveButton', message: 'Publish it on the website' },
  testimonialPublished: /*i18n*/ { id: 'server.testimonial.published', message: 'The testimonial is published on the website.' },
  testimonialSubject: /*i18n*/ { id: 'server.mail.testimonial.subject', message: 'Thank you for your testimonial' },
  testimonialIntro: /*i18n*/ {
    id: 'server.mail.testimonial.intro',
    message: 'Thank you for sharing your experience. We will publish your testimonial once we have read it.',
  },

  loginSubject: /*i18n*/ { id: 'server.mail.login.subject', message: 'Owner portal: {name} logged in' },
  loginBody: /*i18n*/ { id: 'server.mail.login.body', message: '{name} ({email}) logged in to the owner portal on {time}.' },

  reminderSubject: /*i18n*/ { id: 'server.mail.reminder.subject', message: 'Choose a new password' },
  reminderBody: /*i18n*/ {
    id: 'server.mail.reminder.body',
    message: 'Someone asked for a new password for your owner account ({username}). Open this link within one hour to choose it:',
  },
  reminderIgnore: /*i18n*/ {
    id: 'server.mail.reminder.ignore',
    message: 'If you did not ask for this, you can ignore this mail: your password stays the same.',
  },

  appointmentSubject: /*i18n*/ { id: 'server.mail.appointment.subject', message: 'Your viewing on {date} is confirmed' },
  appointmentBody: /*i18n*/ { id: 'server.mail.appointment.body', message: 'Your viewing of {title} on {date} at {time} is confirmed.' },
  appointmentTime: /*i18n*/ { id: 'server.mail.appointment.time', message: 'When: {date}, {from} to {to} (Belgian time)' },
  appointmentAddress: /*i18n*/ { id: 'server.mail.appointment.address', message: 'Where: {address}' },
  appointmentHost: /*i18n*/ { id: 'server.mail.appointment.host', message: 'Who will welcome you: {name}' },
  appointmentOpenHouse: /*i18n*/ {
    id: 'server.mail.appointment.openHouse',
    message: 'This is an open house: other visitors may be there at the same time.',
  },
  appointmentCalendarFile: /*i18n*/ {
    id: 'server.mail.appointment.calendarFile',
    message: 'The attached file puts the visit in your calendar.',
  },
  appointmentCancelLink: /*i18n*/ {
    id: 'server.mail.appointment.cancelLink',
    message: 'Cannot come after all? Cancel your visit here, so that someone else can take your place:',
  },
  appointmentAgencySubject: /*i18n*/ { id: 'server.mail.appointment.agencySubject', message: 'Viewing booked: {title}, {date} at {time}' },
  appointmentAgencyBody: /*i18n*/ {
    id: 'server.mail.appointment.agencyBody',
    message: '{name} booked a viewing of {title} on {date} at {time}.',
  },
  appointmentPlacesLeft: /*i18n*/ { id: 'server.mail.appointment.placesLeft', message: 'Places left at this moment: {left} of {places}.' },
  appointmentCancelledSubject: /*i18n*/ {
    id: 'server.mail.appointment.cancelledSubject',
    message: 'Viewing cancelled: {title}, {date} at {time}',
  },
  appointmentCancelledBody: /*i18n*/ {
    id: 'server.mail.appointment.cancelledBody',
    message: '{name} cancelled the viewing of {title} on {date} at {time}. The place is free again.',
  },
  appointmentEventSummary: /*i18n*/ { id: 'server.mail.appointment.eventSummary', message: 'Viewing: {title}' },
  appointmentHistory: /*i18n*/ { id: 'server.mail.appointment.history', message: 'Viewing booked on the website' },
  appointmentHistoryOpenHouse: /*i18n*/ { id: 'server.mail.appointment.historyOpenHouse', message: 'Open house: visit booked on the website' },
} as const satisfies Record<string, MessageDescriptor>;

/** The texts of the documents the server writes (the purchase offer's PDF). */
export const pdfMessages = {
  offerTitle: /*i18n*/ { id: 'server.pdf.offer.title', message: 'Purchase offer' },
  offerProperty: /*i18n*/ { id: 'server.pdf.offer.property', message: 'The property' },
  offerReference: /*i18n*/ { id: 'server.pdf.offer.reference', message: 'Reference: {reference}' },
  offerAmount: /*i18n*/ { id: 'server.pdf.offer.amount', message: 'The price offered' },
  offerValidity: /*i18n*/ { id: 'server.pdf.offer.validity', message: 'How long the offer holds, and the signing' },
  offerValidityExplained: /*i18n*/ {
    id: 'server.pdf.offer.validityExplained',
    message:
      'The buyers are bound by this offer from {start} until {end}. If the seller accepts it in writing within that period, the sale is concluded; if not, the offer lapses.',
  },
  offerSignatures: /*i18n*/ { id: 'server.pdf.offer.signatures', message: 'Signatures' },
  offerSent: /*i18n*/ { id: 'server.pdf.offer.sent', message: 'Sent through the website on {date}.' },
  offerAttached: /*i18n*/ { id: 'server.mail.offer.attached', message: 'The offer is attached as a PDF.' },
} as const satisfies Record<string, MessageDescriptor>;

/** What each form is called in a mail ("your visit request", "Visit request from …"). */
export const kindMessages = {
  contact: /*i18n*/ { id: 'server.kind.contact', message: 'contact request' },
  visit: /*i18n*/ { id: 'server.kind.visit', message: 'visit request' },
  info: /*i18n*/ { id: 'server.kind.info', message: 'request for information' },
  documents: /*i18n*/ { id: 'server.kind.documents', message: 'request for documents' },
  friend: /*i18n*/ { id: 'server.kind.friend', message: 'message to a friend' },
  demand: /*i18n*/ { id: 'server.kind.demand', message: 'search profile' },
  valuation: /*i18n*/ { id: 'server.kind.valuation', message: 'valuation request' },
  offer: /*i18n*/ { id: 'server.kind.offer', message: 'purchase offer' },
  rental: /*i18n*/ { id: 'server.kind.rental', message: 'rental application' },
  newsletter: /*i18n*/ { id: 'server.kind.newsletter', message: 'newsletter sign-up' },
  testimonial: /*i18n*/ { id: 'server.kind.testimonial', message: 'testimonial' },
  job: /*i18n*/ { id: 'server.kind.job', message: 'job application' },
  'site-contact': /*i18n*/ { id: 'server.kind.siteContact', message: 'message' },
} as const satisfies Record<RequestKind, MessageDescriptor>;
