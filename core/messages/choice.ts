/** Choices of the person forms (spec §3). */
import { defineMessage } from './descriptor.ts';

export const titleMr = defineMessage(/*i18n*/ { id: 'choice.title.mr', message: 'Mr' });
export const titleMs = defineMessage(/*i18n*/ { id: 'choice.title.ms', message: 'Ms' });
export const titleMiss = defineMessage(/*i18n*/ { id: 'choice.title.miss', message: 'Miss' });
export const goalSell = defineMessage(/*i18n*/ { id: 'choice.goal.sell', message: 'Sell' });
export const goalRentOut = defineMessage(/*i18n*/ { id: 'choice.goal.rentOut', message: 'Rent out' });
export const goalBuy = defineMessage(/*i18n*/ { id: 'choice.goal.buy', message: 'Buy' });
export const goalRent = defineMessage(/*i18n*/ { id: 'choice.goal.rent', message: 'Rent' });
export const goalBoth = defineMessage(/*i18n*/ { id: 'choice.goal.both', message: 'Both' });
