/**
 * The texts of the agency's forms to download, extracted into dictionaries/<lang>/server.po.
 * Their titles are the route table's page names (core/documents/downloads.ts).
 */
import type { MessageDescriptor } from '../../../core/messages.ts';

export const documentTexts = {
  footer: /*i18n*/ { id: 'server.document.footer', message: '{agency} · to return signed to the agency' },
  propertyHeading: /*i18n*/ { id: 'server.document.property', message: 'The property' },
  reference: /*i18n*/ { id: 'server.document.reference', message: 'Reference' },
  address: /*i18n*/ { id: 'server.document.address', message: 'Address' },
  price: /*i18n*/ { id: 'server.document.price', message: 'Asking price' },
  propertyBlank: /*i18n*/ { id: 'server.document.propertyBlank', message: 'Reference and address of the property' },
  name: /*i18n*/ { id: 'server.document.name', message: 'First and last name' },
  personAddress: /*i18n*/ { id: 'server.document.personAddress', message: 'Address' },
  phone: /*i18n*/ { id: 'server.document.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'server.document.email', message: 'E-mail address' },
  birth: /*i18n*/ { id: 'server.document.birth', message: 'Date and place of birth' },
  place: /*i18n*/ { id: 'server.document.place', message: 'Signed at (place)' },
  date: /*i18n*/ { id: 'server.document.date', message: 'Date' },
  signature: /*i18n*/ { id: 'server.document.signature', message: 'Signature, preceded by "read and approved"' },

  offerIntro: /*i18n*/ {
    id: 'server.document.offer.intro',
    message: 'The undersigned make an irrevocable offer to buy the property below at the price and under the conditions stated here.',
  },
  offerBuyerA: /*i18n*/ { id: 'server.document.offer.buyerA', message: 'Buyer A' },
  offerBuyerB: /*i18n*/ { id: 'server.document.offer.buyerB', message: 'Buyer B (if any)' },
  offerTerms: /*i18n*/ { id: 'server.document.offer.terms', message: 'The offer' },
  offerAmount: /*i18n*/ { id: 'server.document.offer.amount', message: 'Price offered in figures (€)' },
  offerAmountWords: /*i18n*/ { id: 'server.document.offer.amountWords', message: 'Price offered in words' },
  offerFrom: /*i18n*/ { id: 'server.document.offer.from', message: 'Valid from' },
  offerUntil: /*i18n*/ { id: 'server.document.offer.until', message: 'Valid until' },
  offerConditions: /*i18n*/ { id: 'server.document.offer.conditions', message: 'Conditions (a loan, a sale of your own home, …)' },
  offerDeposit: /*i18n*/ {
    id: 'server.document.offer.deposit',
    message: "When the sales agreement is signed, the buyer pays a deposit of 10% of the sale price into the agent's third-party account.",
  },
  offerBinding: /*i18n*/ {
    id: 'server.document.offer.binding',
    message: 'Once the seller accepts this offer in writing within its period of validity, the sale is concluded.',
  },

  rentalIntro: /*i18n*/ {
    id: 'server.document.rental.intro',
    message: 'Fill in this application and return it with a copy of your identity card and proof of your income.',
  },
  rentalCandidate: /*i18n*/ { id: 'server.document.rental.candidate', message: 'Candidate tenant' },
  rentalHousehold: /*i18n*/ { id: 'server.document.rental.household', message: 'Household' },
  rentalAdults: /*i18n*/ { id: 'server.document.rental.adults', message: 'Number of adults' },
  rentalKids: /*i18n*/ { id: 'server.document.rental.kids', message: 'Ages of the children' },
  rentalPets: /*i18n*/ { id: 'server.document.rental.pets', message: 'Pets' },
  rentalMoveDate: /*i18n*/ { id: 'server.document.rental.moveDate', message: 'Desired moving date' },
  rentalIncome: /*i18n*/ { id: 'server.document.rental.income', message: 'Net monthly income' },
  rentalIncome1: /*i18n*/ { id: 'server.document.rental.income1', message: 'Person 1 (€)' },
  rentalIncome2: /*i18n*/ { id: 'server.document.rental.income2', message: 'Person 2 (€)' },
  rentalEmployer: /*i18n*/ { id: 'server.document.rental.employer', message: 'Employer or source of income' },
  rentalConfirm: /*i18n*/ { id: 'server.document.rental.confirm', message: 'The candidate confirms that they know' },
  rentalMinimumIncome: /*i18n*/ { id: 'server.document.rental.minimumIncome', message: 'the minimum monthly income the owner asks for;' },
  rentalMaximumPersons: /*i18n*/ { id: 'server.document.rental.maximumPersons', message: 'the maximum number of persons who may live in the property;' },
  rentalFirstRent: /*i18n*/ { id: 'server.document.rental.firstRent', message: 'that the first month’s rent is paid when the lease is signed;' },
  rentalFirstCharges: /*i18n*/ { id: 'server.document.rental.firstCharges', message: 'that the first month’s charges are paid when the lease is signed;' },
  rentalInventory: /*i18n*/ { id: 'server.document.rental.inventory', message: 'their share of the cost of the inventory of condition;' },
  rentalDeposit: /*i18n*/ { id: 'server.document.rental.deposit', message: 'that the rental deposit is 3 months’ rent.' },

  powerIntro: /*i18n*/ {
    id: 'server.document.power.intro',
    message: 'The undersigned (the principal) gives power to the person named below (the agent) to act in their name for the matter described here.',
  },
  powerPrincipal: /*i18n*/ { id: 'server.document.power.principal', message: 'The principal' },
  powerAgent: /*i18n*/ { id: 'server.document.power.agent', message: 'The agent' },
  powerPurpose: /*i18n*/ { id: 'server.document.power.purpose', message: 'The matter' },
  powerPurposeLines: /*i18n*/ {
    id: 'server.document.power.purposeLines',
    message: 'What the agent may do (visit, sign, collect keys, …)',
  },
  powerValid: /*i18n*/ { id: 'server.document.power.valid', message: 'This power of attorney is valid until' },
} as const satisfies Record<string, MessageDescriptor>;
