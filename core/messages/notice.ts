import type { MessageDescriptor } from './descriptor.ts';

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
