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
  rent: /*i18n*/ { id: 'server.document.rent', message: 'Monthly rent' },
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
  offerBinding: /*i18n*/ {
    id: 'server.document.offer.binding',
    message: 'Once the seller accepts this offer in writing within its period of validity, the sale is concluded.',
  },

  rentalIntro: /*i18n*/ {
    id: 'server.document.rental.intro',
    message: 'Fill in this application, sign it and return it to us. It asks what our online form asks, and no more than the law of the property’s region allows.',
  },
  rentalCandidate: /*i18n*/ { id: 'server.document.rental.candidate', message: 'Candidate tenant' },
  rentalHousehold: /*i18n*/ { id: 'server.document.rental.household', message: 'Household' },
  rentalIncome: /*i18n*/ { id: 'server.document.rental.income', message: 'Net monthly income' },
  rentalRemark: /*i18n*/ { id: 'server.document.rental.remark', message: 'Anything else we should know' },
  rentalCosts: /*i18n*/ { id: 'server.document.rental.costs', message: 'What moving in costs' },
  rentalAsAgreed: /*i18n*/ { id: 'server.document.rental.asAgreed', message: 'as agreed in the lease' },
  rentalConfirm: /*i18n*/ { id: 'server.document.rental.confirm', message: 'The candidate confirms that they know' },
  rentalMinimumIncome: /*i18n*/ { id: 'server.document.rental.minimumIncome', message: 'the minimum monthly income the owner asks for;' },
  rentalMaximumPersons: /*i18n*/ { id: 'server.document.rental.maximumPersons', message: 'the maximum number of persons who may live in the property;' },
  rentalFirstRent: /*i18n*/ { id: 'server.document.rental.firstRent', message: 'that the first month’s rent is paid when the lease is signed;' },
  rentalFirstCharges: /*i18n*/ { id: 'server.document.rental.firstCharges', message: 'that the first month’s charges are paid when the lease is signed;' },
  rentalInventory: /*i18n*/ { id: 'server.document.rental.inventory', message: 'their share of the cost of the inventory of condition;' },
  rentalDeposit: /*i18n*/ {
    id: 'server.document.rental.deposit',
    message: 'that the rental deposit is {months, plural, one {# month’s rent} other {# months’ rent}}.',
  },
  rentalDepositByRegion: /*i18n*/ {
    id: 'server.document.rental.depositByRegion',
    message:
      'that the rental deposit is at most what the law of the property’s region allows: {flanders} months’ rent in Flanders, {brussels} in the Brussels-Capital Region, {wallonia} in Wallonia and {luxembourg} in Luxembourg.',
  },

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
