/**
 * Spec §9: what the purchase offer and the rental application tell the visitor they
 * agree to. A namespace of their own, so that the pages that show the other notices
 * (the detail's energy rule, the forms' contact time slots) do not load them.
 */
export const purchaseDeposit = (/*i18n*/ {
  id: 'terms.purchaseDeposit',
  message: "When the sales agreement (compromis) is signed, the buyer pays a deposit of 10% of the sale price into the agent's third-party account.",
}) as const;
export const rentalMinimumIncome = (/*i18n*/ { id: 'terms.rental.minimumIncome', message: 'Minimum monthly net income' }) as const;
export const rentalMaximumPersons = (/*i18n*/ { id: 'terms.rental.maximumPersons', message: 'Maximum number of persons' }) as const;
export const rentalFirstMonthRent = (/*i18n*/ { id: 'terms.rental.firstMonthRent', message: "The first month's rent" }) as const;
export const rentalFirstMonthCharges = (/*i18n*/ { id: 'terms.rental.firstMonthCharges', message: "The first month's charges" }) as const;
export const rentalInventoryShare = (/*i18n*/ { id: 'terms.rental.inventoryShare', message: 'Your share of the inventory of condition costs' }) as const;
export const rentalDeposit = (/*i18n*/ {
  id: 'terms.rental.deposit',
  message: "A rental deposit of {months, plural, one {# month's rent} other {# months' rent}}",
}) as const;
