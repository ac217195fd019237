import type { MessageDescriptor } from './descriptor.ts';

/**
 * Spec §9: what the purchase offer and the rental application tell the visitor they
 * agree to. A namespace of their own, so that the pages that show the other notices
 * (the detail's energy rule, the forms' contact time slots) do not load them.
 */
export const termsMessages = {
  purchaseDeposit: /*i18n*/ {
    id: 'terms.purchaseDeposit',
    message: "On signing, the buyer pays a deposit of 10% of the sale price into the agent's third-party account.",
  },
  rentalMinimumIncome: /*i18n*/ { id: 'terms.rental.minimumIncome', message: 'Minimum monthly net income' },
  rentalMaximumPersons: /*i18n*/ { id: 'terms.rental.maximumPersons', message: 'Maximum number of persons' },
  rentalFirstMonthRent: /*i18n*/ { id: 'terms.rental.firstMonthRent', message: "The first month's rent" },
  rentalFirstMonthCharges: /*i18n*/ { id: 'terms.rental.firstMonthCharges', message: "The first month's charges" },
  rentalInventoryShare: /*i18n*/ { id: 'terms.rental.inventoryShare', message: 'Your share of the inventory of condition costs' },
  rentalDeposit: /*i18n*/ { id: 'terms.rental.deposit', message: "A rental deposit of 3 months' rent" },
} as const satisfies Record<string, MessageDescriptor>;
