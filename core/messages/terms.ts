/**
 * Spec §9: what the purchase offer and the rental application tell the visitor they
 * agree to. A namespace of their own, so that the pages that show the other notices
 * (the detail's energy rule, the forms' contact time slots) do not load them.
 */
import { defineMessage } from './descriptor.ts';

export const purchaseDeposit = defineMessage(/*i18n*/ {
  id: 'terms.purchaseDeposit',
  message: "On signing, the buyer pays a deposit of 10% of the sale price into the agent's third-party account.",
});
export const rentalMinimumIncome = defineMessage(/*i18n*/ { id: 'terms.rental.minimumIncome', message: 'Minimum monthly net income' });
export const rentalMaximumPersons = defineMessage(/*i18n*/ { id: 'terms.rental.maximumPersons', message: 'Maximum number of persons' });
export const rentalFirstMonthRent = defineMessage(/*i18n*/ { id: 'terms.rental.firstMonthRent', message: "The first month's rent" });
export const rentalFirstMonthCharges = defineMessage(/*i18n*/ { id: 'terms.rental.firstMonthCharges', message: "The first month's charges" });
export const rentalInventoryShare = defineMessage(/*i18n*/ { id: 'terms.rental.inventoryShare', message: 'Your share of the inventory of condition costs' });
export const rentalDeposit = defineMessage(/*i18n*/ { id: 'terms.rental.deposit', message: "A rental deposit of 3 months' rent" });
