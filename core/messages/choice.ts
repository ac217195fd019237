import type { MessageDescriptor } from './descriptor.ts';

/** Choices of the person forms (spec §3). */
export const choiceMessages = {
  titleMr: /*i18n*/ { id: 'choice.title.mr', message: 'Mr' },
  titleMs: /*i18n*/ { id: 'choice.title.ms', message: 'Ms' },
  titleMiss: /*i18n*/ { id: 'choice.title.miss', message: 'Miss' },
  goalSell: /*i18n*/ { id: 'choice.goal.sell', message: 'Sell' },
  goalRentOut: /*i18n*/ { id: 'choice.goal.rentOut', message: 'Rent out' },
  goalBuy: /*i18n*/ { id: 'choice.goal.buy', message: 'Buy' },
  goalRent: /*i18n*/ { id: 'choice.goal.rent', message: 'Rent' },
  goalBoth: /*i18n*/ { id: 'choice.goal.both', message: 'Both' },
} as const satisfies Record<string, MessageDescriptor>;
