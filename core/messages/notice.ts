/** Spec §9: one reading of each, used in every language (see the issue notes). */
export const timeSlotMorning = (/*i18n*/ { id: 'notice.timeSlot.morning', message: '10:00–13:00' }) as const;
export const timeSlotAfternoon = (/*i18n*/ { id: 'notice.timeSlot.afternoon', message: '14:00–16:00' }) as const;
export const timeSlotEvening = (/*i18n*/ { id: 'notice.timeSlot.evening', message: '16:00–19:00' }) as const;
export const energyRenovation = (/*i18n*/ {
  id: 'notice.energyRenovation',
  message:
    'Houses and apartments bought from 2023 on with energy label E or F must be renovated to label D or better within 5 years.',
}) as const;
