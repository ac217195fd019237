/** Choices of the person forms (spec §3). */
export const titleMr = (/*i18n*/ { id: 'choice.title.mr', message: 'Mr' }) as const;
export const titleMs = (/*i18n*/ { id: 'choice.title.ms', message: 'Ms' }) as const;
export const titleMiss = (/*i18n*/ { id: 'choice.title.miss', message: 'Miss' }) as const;
/** No title: the visitor is addressed by name alone. */
export const titleNone = (/*i18n*/ { id: 'choice.title.none', message: 'No title' }) as const;
export const goalSell = (/*i18n*/ { id: 'choice.goal.sell', message: 'Sell' }) as const;
export const goalRentOut = (/*i18n*/ { id: 'choice.goal.rentOut', message: 'Rent out' }) as const;
export const goalBuy = (/*i18n*/ { id: 'choice.goal.buy', message: 'Buy' }) as const;
export const goalRent = (/*i18n*/ { id: 'choice.goal.rent', message: 'Rent' }) as const;
export const goalBoth = (/*i18n*/ { id: 'choice.goal.both', message: 'Both' }) as const;
/** Each language in itself, as a language switch names it: the same text in every catalog. */
export const languageNl = (/*i18n*/ { id: 'choice.language.nl', message: 'Nederlands' }) as const;
export const languageFr = (/*i18n*/ { id: 'choice.language.fr', message: 'Français' }) as const;
export const languageEn = (/*i18n*/ { id: 'choice.language.en', message: 'English' }) as const;
export const languageDe = (/*i18n*/ { id: 'choice.language.de', message: 'Deutsch' }) as const;
export const frequencyInstant = (/*i18n*/ { id: 'choice.frequency.instant', message: 'At once' }) as const;
export const frequencyDaily = (/*i18n*/ { id: 'choice.frequency.daily', message: 'Once a day' }) as const;
export const frequencyWeekly = (/*i18n*/ { id: 'choice.frequency.weekly', message: 'Once a week' }) as const;
