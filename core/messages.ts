/**
 * Every user-facing message a rule of core/ or the server can answer with: the error
 * catalogue (spec §8), validation (spec §5), states (spec §4), and the fixed texts of
 * spec §9. Rules return the ids; widgets show them with `i18n._(id)`, the server's mails
 * and the client's error mapping use the same ids. The `/*i18n*\/` marks let
 * `lingui extract` collect them into dictionaries/<lang>/core.po without core/ importing
 * lingui. English is the source text; nl, fr and de live in the catalogs.
 */

export interface MessageDescriptor {
  id: string;
  message: string;
}

export const errorMessages = {
  loginFailed: /*i18n*/ { id: 'error.loginFailed', message: 'Logging in failed. Please try again.' },
  invalidCredentials: /*i18n*/ { id: 'error.invalidCredentials', message: 'Invalid e-mail address or password.' },
  userNotFound: /*i18n*/ { id: 'error.userNotFound', message: 'The e-mail address and/or password are not correct.' },
  personNotFound: /*i18n*/ { id: 'error.personNotFound', message: 'We could not find this person.' },
  tooManyAttempts: /*i18n*/ {
    id: 'error.tooManyAttempts',
    message: 'Too many attempts. Please wait a few minutes before you try again.',
  },
  sessionExpired: /*i18n*/ { id: 'error.sessionExpired', message: 'Your session has ended. Please log in again.' },
  api: /*i18n*/ { id: 'error.api', message: 'Something went wrong on our side. Please try again in a moment.' },
  network: /*i18n*/ {
    id: 'error.network',
    message: 'We could not reach the server. Check your connection and try again.',
  },
  invalidView: /*i18n*/ { id: 'error.invalidView', message: 'This view is not valid.' },
  viewNotFound: /*i18n*/ { id: 'error.viewNotFound', message: 'The page does not exist.' },
  pageNotFound: /*i18n*/ { id: 'error.pageNotFound', message: 'Page not found' },
  invalidProperty: /*i18n*/ { id: 'error.invalidProperty', message: 'This property is not valid.' },
  propertyNotFound: /*i18n*/ { id: 'error.propertyNotFound', message: 'Property not found.' },
  propertyNotFoundOrSold: /*i18n*/ {
    id: 'error.propertyNotFoundOrSold',
    message: 'This property was not found or has been sold.',
  },
  propertySold: /*i18n*/ { id: 'error.propertySold', message: 'Property sold' },
  propertyRented: /*i18n*/ { id: 'error.propertyRented', message: 'The requested property is rented.' },
  projectNotFound: /*i18n*/ { id: 'error.projectNotFound', message: 'Project not found.' },
  projectSoldOut: /*i18n*/ { id: 'error.projectSoldOut', message: 'This project is sold out.' },
  requestDocuments: /*i18n*/ { id: 'error.requestDocuments', message: 'Request document error' },
  documentsAlreadyRequested: /*i18n*/ {
    id: 'error.documentsAlreadyRequested',
    message: 'You have already requested the documents for this property.',
  },
  mailFailed: /*i18n*/ { id: 'error.mailFailed', message: 'Your e-mail was not sent. Please try again.' },
  testimonialFailed: /*i18n*/ { id: 'error.testimonialFailed', message: 'Your testimonial was not sent. Please try again.' },
  slotTaken: /*i18n*/ { id: 'error.slotTaken', message: 'This time was just booked by someone else. Please choose another one.' },
  payloadTooLarge: /*i18n*/ { id: 'error.payloadTooLarge', message: 'What you sent is too large.' },
  notFound: /*i18n*/ { id: 'error.notFound', message: 'What you asked for does not exist.' },
} as const satisfies Record<string, MessageDescriptor>;

export const emptyMessages = {
  photos: /*i18n*/ { id: 'empty.photos', message: 'No photo found.' },
  constructions: /*i18n*/ { id: 'empty.constructions', message: 'No construction found.' },
  documents: /*i18n*/ { id: 'empty.documents', message: 'No documents.' },
  projects: /*i18n*/ { id: 'empty.projects', message: 'No projects available at the moment.' },
  searchResults: /*i18n*/ { id: 'empty.searchResults', message: 'There are no results for your search.' },
  appointments: /*i18n*/ { id: 'empty.appointments', message: 'All appointments are full.' },
} as const satisfies Record<string, MessageDescriptor>;

export const validationMessages = {
  form: /*i18n*/ {
    id: 'validation.form',
    message: 'Your data has not been sent. Please check the fields marked in red.',
  },
  addressRequired: /*i18n*/ { id: 'validation.addressRequired', message: 'Please enter your address.' },
  zipRequired: /*i18n*/ { id: 'validation.zipRequired', message: 'Please enter your postal code.' },
  zipInvalid: /*i18n*/ { id: 'validation.zipInvalid', message: 'This postal code is not valid.' },
  cityRequired: /*i18n*/ { id: 'validation.cityRequired', message: 'Please enter your city.' },
  firstNameRequired: /*i18n*/ { id: 'validation.firstNameRequired', message: 'Please enter your first name.' },
  lastNameRequired: /*i18n*/ { id: 'validation.lastNameRequired', message: 'Please enter your last name.' },
  emailRequired: /*i18n*/ { id: 'validation.emailRequired', message: 'Please enter your e-mail address.' },
  emailInvalid: /*i18n*/ { id: 'validation.emailInvalid', message: 'This e-mail address is not valid.' },
  phoneRequired: /*i18n*/ { id: 'validation.phoneRequired', message: 'Please enter your phone number.' },
  phoneInvalid: /*i18n*/ { id: 'validation.phoneInvalid', message: 'This phone number is not valid.' },
  passwordRequired: /*i18n*/ { id: 'validation.passwordRequired', message: 'Please enter your password.' },
  passwordConfirmRequired: /*i18n*/ { id: 'validation.passwordConfirmRequired', message: 'Please confirm the password.' },
  passwordMismatch: /*i18n*/ { id: 'validation.passwordMismatch', message: 'The two passwords are not the same.' },
  usernameRequired: /*i18n*/ {
    id: 'validation.usernameRequired',
    message: 'Please enter your username or e-mail address.',
  },
  titleRequired: /*i18n*/ { id: 'validation.titleRequired', message: 'Please choose a title.' },
  goalRequired: /*i18n*/ { id: 'validation.goalRequired', message: 'Please choose whether you want to buy or rent.' },
  valuationAddressRequired: /*i18n*/ {
    id: 'validation.valuationAddressRequired',
    message: 'Please enter the address of the property to value.',
  },
  propertyTypeRequired: /*i18n*/ { id: 'validation.propertyTypeRequired', message: 'Please select at least one property type.' },
  zoneRequired: /*i18n*/ { id: 'validation.zoneRequired', message: 'Please choose at least one region or postal code.' },
  startDateIncomplete: /*i18n*/ { id: 'validation.startDateIncomplete', message: 'The start date is incomplete.' },
  endDateIncomplete: /*i18n*/ { id: 'validation.endDateIncomplete', message: 'The end date is incomplete.' },
  endDateInvalid: /*i18n*/ { id: 'validation.endDateInvalid', message: 'The end date must not be before the start date.' },
  dateInvalid: /*i18n*/ { id: 'validation.dateInvalid', message: 'This date is not valid.' },
  friendEmailInvalid: /*i18n*/ {
    id: 'validation.friendEmailInvalid',
    message: "Please enter your friend's e-mail address correctly.",
  },
  captchaRequired: /*i18n*/ { id: 'validation.captchaRequired', message: 'Please confirm that you are not a robot.' },
  captchaInvalid: /*i18n*/ { id: 'validation.captchaInvalid', message: 'The entered characters are not valid.' },
  required: /*i18n*/ { id: 'validation.required', message: 'Please fill in this field.' },
  numberInvalid: /*i18n*/ { id: 'validation.numberInvalid', message: 'Please enter a valid number.' },
  rangeInvalid: /*i18n*/ { id: 'validation.rangeInvalid', message: 'The minimum must not be higher than the maximum.' },
  tooLong: /*i18n*/ { id: 'validation.tooLong', message: 'This text is too long.' },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'This value is not valid.' },
  unknownField: /*i18n*/ { id: 'validation.unknownField', message: 'This field is not part of the form.' },
  fileRequired: /*i18n*/ { id: 'validation.fileRequired', message: 'Please add your file.' },
  fileType: /*i18n*/ { id: 'validation.fileType', message: 'Please add a PDF or Word document.' },
  fileTooLarge: /*i18n*/ { id: 'validation.fileTooLarge', message: 'The file is larger than 5 MB.' },
  consentRequired: /*i18n*/ { id: 'validation.consentRequired', message: 'Please agree to continue.' },
  friendFirstNameRequired: /*i18n*/ {
    id: 'validation.friendFirstNameRequired',
    message: "Please enter your friend's first name.",
  },
  nameRequired: /*i18n*/ { id: 'validation.nameRequired', message: 'Please enter your name.' },
  remarkRequired: /*i18n*/ { id: 'validation.remarkRequired', message: 'Please enter your message.' },
  commentRequired: /*i18n*/ { id: 'validation.commentRequired', message: 'Please write your testimonial.' },
  websiteInvalid: /*i18n*/ { id: 'validation.websiteInvalid', message: 'This website address is not valid.' },
  imageType: /*i18n*/ { id: 'validation.imageType', message: 'Please add a JPEG, PNG or WebP image.' },
  passwordTooShort: /*i18n*/ {
    id: 'validation.passwordTooShort',
    message: 'The password must be at least 8 characters long.',
  },
  resetLinkInvalid: /*i18n*/ {
    id: 'validation.resetLinkInvalid',
    message: 'This link is no longer valid. Please ask for a new e-mail.',
  },
  propertyRequired: /*i18n*/ { id: 'validation.propertyRequired', message: 'Please choose a property.' },
  amountRequired: /*i18n*/ { id: 'validation.amountRequired', message: 'Please enter the amount of your offer.' },
  amountInWordsRequired: /*i18n*/ { id: 'validation.amountInWordsRequired', message: 'Please write the amount in words.' },
  placeRequired: /*i18n*/ { id: 'validation.placeRequired', message: 'Please enter the place of signing.' },
  signingDateRequired: /*i18n*/ { id: 'validation.signingDateRequired', message: 'Please enter the date of signing.' },
  adultsRequired: /*i18n*/ { id: 'validation.adultsRequired', message: 'Please enter the number of adults.' },
  incomeRequired: /*i18n*/ { id: 'validation.incomeRequired', message: 'Please enter your net monthly income.' },
} as const satisfies Record<string, MessageDescriptor>;

export const successMessages = {
  thanks: /*i18n*/ { id: 'success.thanks', message: 'Thank you for your trust. We will contact you soon.' },
  sentToFriend: /*i18n*/ { id: 'success.sentToFriend', message: 'The property has been sent to your friend by e-mail.' },
  documentsSent: /*i18n*/ { id: 'success.documentsSent', message: 'The documents will arrive in your mailbox shortly.' },
  unsubscribed: /*i18n*/ { id: 'success.unsubscribed', message: 'You have been unsubscribed.' },
  passwordReminderSent: /*i18n*/ {
    id: 'success.passwordReminderSent',
    message: 'If this account exists, we have sent you an e-mail to choose a new password.',
  },
  appointmentConfirmed: /*i18n*/ { id: 'success.appointmentConfirmed', message: 'Your appointment is confirmed.' },
} as const satisfies Record<string, MessageDescriptor>;

export const stateMessages = {
  available: /*i18n*/ { id: 'state.available', message: 'Available' },
  rented: /*i18n*/ { id: 'state.rented', message: 'The requested property is rented.' },
  sold: /*i18n*/ { id: 'state.sold', message: 'Property sold' },
  soldOut: /*i18n*/ { id: 'state.soldOut', message: 'Sold out' },
  notFound: /*i18n*/ { id: 'state.notFound', message: 'Property not found.' },
  epcRequested: /*i18n*/ { id: 'state.epcRequested', message: 'Energy certificate requested' },
  epcNotApplicable: /*i18n*/ { id: 'state.epcNotApplicable', message: 'Energy certificate not applicable' },
  appointmentConfirmed: /*i18n*/ { id: 'state.appointmentConfirmed', message: 'Confirmed' },
} as const satisfies Record<string, MessageDescriptor>;

/** Spec §9: one reading of each, used in every language (see the issue notes). */
export const noticeMessages = {
  timeSlotMorning: /*i18n*/ { id: 'notice.timeSlot.morning', message: '10:00–13:00' },
  timeSlotAfternoon: /*i18n*/ { id: 'notice.timeSlot.afternoon', message: '14:00–16:00' },
  timeSlotEvening: /*i18n*/ { id: 'notice.timeSlot.evening', message: '16:00–19:00' },
  purchaseDeposit: /*i18n*/ {
    id: 'notice.purchaseDeposit',
    message: "On signing, the buyer pays a deposit of 10% of the sale price into the agent's third-party account.",
  },
  energyRenovation: /*i18n*/ {
    id: 'notice.energyRenovation',
    message:
      'Houses and apartments bought from 2023 on with energy label E or F must be renovated to label D or better within 5 years.',
  },
  rentalMinimumIncome: /*i18n*/ { id: 'notice.rental.minimumIncome', message: 'Minimum monthly net income' },
  rentalMaximumPersons: /*i18n*/ { id: 'notice.rental.maximumPersons', message: 'Maximum number of persons' },
  rentalFirstMonthRent: /*i18n*/ { id: 'notice.rental.firstMonthRent', message: "The first month's rent" },
  rentalFirstMonthCharges: /*i18n*/ { id: 'notice.rental.firstMonthCharges', message: "The first month's charges" },
  rentalInventoryShare: /*i18n*/ { id: 'notice.rental.inventoryShare', message: 'Your share of the inventory of condition costs' },
  rentalDeposit: /*i18n*/ { id: 'notice.rental.deposit', message: "A rental deposit of 3 months' rent" },
} as const satisfies Record<string, MessageDescriptor>;

/** Choices of the person forms (spec §3). */
export const choiceMessages = {
  titleMr: /*i18n*/ { id: 'choice.title.mr', message: 'Mr' },
  titleMs: /*i18n*/ { id: 'choice.title.ms', message: 'Ms' },
  titleMiss: /*i18n*/ { id: 'choice.title.miss', message: 'Miss' },
  goalSell: /*i18n*/ { id: 'choice.goal.sell', message: 'Sell' },
  goalRentOut: /*i18n*/ { id: 'choice.goal.rentOut', message: 'Rent out' },
  goalBuy: /*i18n*/ { id: 'choice.goal.buy', message: 'Buy' },
  goalRent: /*i18n*/ { id: 'choice.goal.rent', message: 'Rent' },
  goalBoth: /*i18n*/ { id: 'choice.goal.both', message: 'Both' },
  forSale: /*i18n*/ { id: 'choice.forSale', message: 'For sale' },
  forRent: /*i18n*/ { id: 'choice.forRent', message: 'For rent' },
  yes: /*i18n*/ { id: 'choice.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'choice.no', message: 'No' },
  onRequest: /*i18n*/ { id: 'choice.onRequest', message: 'On request' },
} as const satisfies Record<string, MessageDescriptor>;

/** The names of the pages of the route table (spec §2), for titles, breadcrumbs and menus. */
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
  rentalApplication: /*i18n*/ { id: 'route.rentalApplication', message: 'Rental application' },
  powerOfAttorney: /*i18n*/ { id: 'route.powerOfAttorney', message: 'Power of attorney' },
  team: /*i18n*/ { id: 'route.team', message: 'Our team' },
  jobs: /*i18n*/ { id: 'route.jobs', message: 'Jobs' },
  job: /*i18n*/ { id: 'route.job', message: 'Vacancy' },
  login: /*i18n*/ { id: 'route.login', message: 'Owner login' },
  owner: /*i18n*/ { id: 'route.owner', message: 'Owner portal' },
  requestVisit: /*i18n*/ { id: 'route.requestVisit', message: 'Request a visit' },
  requestInfo: /*i18n*/ { id: 'route.requestInfo', message: 'Request information' },
  sendToFriend: /*i18n*/ { id: 'route.sendToFriend', message: 'Send to a friend' },
  requestDocuments: /*i18n*/ { id: 'route.requestDocuments', message: 'Request documents' },
  purchaseOffer: /*i18n*/ { id: 'route.purchaseOffer', message: 'Make an offer' },
  newsletter: /*i18n*/ { id: 'route.newsletter', message: 'Newsletter' },
  testimonial: /*i18n*/ { id: 'route.testimonial', message: 'Share your experience' },
  feedback: /*i18n*/ { id: 'route.feedback', message: 'Thank you' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The labels of the form fields (spec §3), shared by the form widgets and by the mails
 * the server writes to the agency, so that a field is called the same everywhere.
 */
export const fieldMessages = {
  title: /*i18n*/ { id: 'field.title', message: 'Title' },
  firstName: /*i18n*/ { id: 'field.firstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'field.lastName', message: 'Last name' },
  name: /*i18n*/ { id: 'field.name', message: 'Name' },
  email: /*i18n*/ { id: 'field.email', message: 'E-mail address' },
  phone: /*i18n*/ { id: 'field.phone', message: 'Phone' },
  street: /*i18n*/ { id: 'field.street', message: 'Street' },
  houseNumber: /*i18n*/ { id: 'field.houseNumber', message: 'Number' },
  zip: /*i18n*/ { id: 'field.zip', message: 'Postal code' },
  city: /*i18n*/ { id: 'field.city', message: 'City' },
  remark: /*i18n*/ { id: 'field.remark', message: 'Your message' },
  timeSlots: /*i18n*/ { id: 'field.timeSlots', message: 'When can we call you?' },
  newsletter: /*i18n*/ { id: 'field.newsletter', message: 'Yes, I would like to receive the newsletter.' },
  goal: /*i18n*/ { id: 'field.goal', message: 'I would like to' },
  captcha: /*i18n*/ { id: 'field.captcha', message: 'Security check' },
  username: /*i18n*/ { id: 'field.username', message: 'Username or e-mail address' },
  password: /*i18n*/ { id: 'field.password', message: 'Password' },
  newPassword: /*i18n*/ { id: 'field.newPassword', message: 'New password' },
  passwordConfirm: /*i18n*/ { id: 'field.passwordConfirm', message: 'Confirm the password' },
  token: /*i18n*/ { id: 'field.token', message: 'Reset code' },
  property: /*i18n*/ { id: 'field.property', message: 'Property' },
  project: /*i18n*/ { id: 'field.project', message: 'Project' },
  friendFirstName: /*i18n*/ { id: 'field.friendFirstName', message: "Your friend's first name" },
  friendLastName: /*i18n*/ { id: 'field.friendLastName', message: "Your friend's last name" },
  friendEmail: /*i18n*/ { id: 'field.friendEmail', message: "Your friend's e-mail address" },
  propertyTypes: /*i18n*/ { id: 'field.propertyTypes', message: 'Property types' },
  propertyType: /*i18n*/ { id: 'field.propertyType', message: 'Property type' },
  zones: /*i18n*/ { id: 'field.zones', message: 'Regions or postal codes' },
  minPrice: /*i18n*/ { id: 'field.minPrice', message: 'Minimum price' },
  maxPrice: /*i18n*/ { id: 'field.maxPrice', message: 'Maximum price' },
  minBedrooms: /*i18n*/ { id: 'field.minBedrooms', message: 'Minimum bedrooms' },
  maxBedrooms: /*i18n*/ { id: 'field.maxBedrooms', message: 'Maximum bedrooms' },
  bathrooms: /*i18n*/ { id: 'field.bathrooms', message: 'Bathrooms (at least)' },
  garages: /*i18n*/ { id: 'field.garages', message: 'Garages (at least)' },
  parking: /*i18n*/ { id: 'field.parking', message: 'Parking space' },
  terrace: /*i18n*/ { id: 'field.terrace', message: 'Terrace' },
  garden: /*i18n*/ { id: 'field.garden', message: 'Garden' },
  adults: /*i18n*/ { id: 'field.adults', message: 'Number of adults' },
  kids: /*i18n*/ { id: 'field.kids', message: 'Ages of the children' },
  pets: /*i18n*/ { id: 'field.pets', message: 'Pets' },
  moveDate: /*i18n*/ { id: 'field.moveDate', message: 'Desired moving date' },
  reason: /*i18n*/ { id: 'field.reason', message: 'Reason for moving' },
  incomePerson1: /*i18n*/ { id: 'field.incomePerson1', message: 'Net monthly income, person 1' },
  incomePerson2: /*i18n*/ { id: 'field.incomePerson2', message: 'Net monthly income, person 2' },
  cv: /*i18n*/ { id: 'field.cv', message: 'CV (PDF or Word, at most 5 MB)' },
  amount: /*i18n*/ { id: 'field.amount', message: 'Amount of the offer (€)' },
  amountInWords: /*i18n*/ { id: 'field.amountInWords', message: 'Amount in words' },
  startDate: /*i18n*/ { id: 'field.startDate', message: 'Offer valid from' },
  endDate: /*i18n*/ { id: 'field.endDate', message: 'Offer valid until' },
  place: /*i18n*/ { id: 'field.place', message: 'Place of signing' },
  signingDate: /*i18n*/ { id: 'field.signingDate', message: 'Date of signing' },
  conditions: /*i18n*/ { id: 'field.conditions', message: 'Conditions' },
  personA: /*i18n*/ { id: 'field.personA', message: 'Buyer A' },
  personB: /*i18n*/ { id: 'field.personB', message: 'Buyer B' },
  aboutYou: /*i18n*/ { id: 'field.aboutYou', message: 'About you' },
  website: /*i18n*/ { id: 'field.website', message: 'Website' },
  image: /*i18n*/ { id: 'field.image', message: 'Photo' },
  comment: /*i18n*/ { id: 'field.comment', message: 'Your testimonial' },
  position: /*i18n*/ { id: 'field.position', message: 'Position' },
  motivation: /*i18n*/ { id: 'field.motivation', message: 'Motivation' },
} as const satisfies Record<string, MessageDescriptor>;

const groups = [
  errorMessages,
  emptyMessages,
  validationMessages,
  successMessages,
  stateMessages,
  noticeMessages,
  choiceMessages,
  routeMessages,
  fieldMessages,
];

/** The id of any message above. */
export type MessageId =
  | (typeof errorMessages)[keyof typeof errorMessages]['id']
  | (typeof emptyMessages)[keyof typeof emptyMessages]['id']
  | (typeof validationMessages)[keyof typeof validationMessages]['id']
  | (typeof successMessages)[keyof typeof successMessages]['id']
  | (typeof stateMessages)[keyof typeof stateMessages]['id']
  | (typeof noticeMessages)[keyof typeof noticeMessages]['id']
  | (typeof choiceMessages)[keyof typeof choiceMessages]['id']
  | (typeof routeMessages)[keyof typeof routeMessages]['id']
  | (typeof fieldMessages)[keyof typeof fieldMessages]['id'];

/** id → English source text, for places with no catalog at hand (logs, server fallbacks). */
export const sourceMessages: Readonly<Record<string, string>> = Object.fromEntries(
  groups.flatMap((group) => Object.values(group).map((descriptor) => [descriptor.id, descriptor.message])),
);
