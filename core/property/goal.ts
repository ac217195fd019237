import { GOAL_CODES, type PropertyGoal } from './reference.ts';

/**
 * Spec §3: goal code 0 is FOR_SALE, any other value FOR_RENT. A code read from a URL or
 * a form (`"0"`) counts as the number it spells; nothing else is read as 0, so a missing
 * code (null, '') is FOR_RENT as the spec's "any other value" says.
 */
export function goalOf(code: unknown): PropertyGoal {
  const isZero = code === 0 || (typeof code === 'string' && code.trim() !== '' && Number(code.trim()) === 0);
  return isZero ? 'FOR_SALE' : 'FOR_RENT';
}

/** The code this product sends for a goal: 0 for sale, 1 for rent. */
export function goalCode(goal: PropertyGoal): number {
  return GOAL_CODES[goal] ?? GOAL_CODES.FOR_RENT;
}
