/** The total cost to buy a home: duties or VAT, the notary's bills, the mortgage deed, the monthly payment; why, and the calculator that works them out as the visitor types. */
export * from './costs.ts';
export * from './calculator.ts';
export * from './notes.ts';
export { deedDay, entryOn, type Dated } from './dated.ts';
export { REGISTRATION_DUTIES, registrationDuties, type DutyRule, type Duties } from './duties.ts';
export { MORTGAGE_DUTIES, monthlyPayment, mortgageDeedCosts } from './mortgage.ts';
export { ADMINISTRATIVE_COSTS, CREDIT_DEED_FEES, SALE_DEED_FEES, VAT_RATES, saleDeedBill, saleDeedFee, scaleFee } from './notary.ts';
