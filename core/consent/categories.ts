/**
 * Spec §4 and §9: the cookie categories. Strictly necessary cookies need no consent
 * (ePrivacy art. 5(3)); every other category is off until the visitor turns it on.
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'social', 'unclassified'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a visitor chooses, in the order the choices are shown, stored and sent. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'social', 'unclassified'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** One yes or no per optional category. */
export type ConsentChoices = Readonly<Record<OptionalCategory, boolean>>;

/** Nothing optional accepted: the state before any choice, and "only necessary". */
export const NO_CHOICES: ConsentChoices = Object.freeze({ analytics: false, marketing: false, social: false, unclassified: false });

/** "Accept all", and what a preview page behaves as. */
export const ALL_CHOICES: ConsentChoices = Object.freeze({ analytics: true, marketing: true, social: true, unclassified: true });

export function isOptionalCategory(value: unknown): value is OptionalCategory {
  return (OPTIONAL_CATEGORIES as readonly unknown[]).includes(value);
}

/** `choices` with one category turned on or off. */
export function withChoice(choices: ConsentChoices, category: OptionalCategory, accepted: boolean): ConsentChoices {
  return { ...choices, [category]: accepted };
}

/** Untrusted input (a request body, stored JSON) → choices: only a literal `true` accepts. */
export function toChoices(value: unknown): ConsentChoices {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    analytics: source.analytics === true,
    marketing: source.marketing === true,
    social: source.social === true,
    unclassified: source.unclassified === true,
  };
}

/** The categories `choices` accepts, strictly necessary included. */
export function acceptedCategories(choices: ConsentChoices): ConsentCategory[] {
  return ['necessary', ...OPTIONAL_CATEGORIES.filter((category) => choices[category])];
}

export function sameChoices(a: ConsentChoices, b: ConsentChoices): boolean {
  return OPTIONAL_CATEGORIES.every((category) => a[category] === b[category]);
}
