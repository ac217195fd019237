/**
 * The reference values of spec §3: codes the CRM sends that the rules give a meaning.
 */

export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

export const PROPERTY_GOALS = ['FOR_SALE', 'FOR_RENT'] as const;
export type PropertyGoal = (typeof PROPERTY_GOALS)[number];

/**
 * Goal codes: 0 is for sale and any other code is for rent. 1 is the code this product
 * writes for rent (the CRM's usual one), e.g. in search queries and seeded data.
 */
export const GOAL_CODES: Readonly<Record<PropertyGoal, number>> = { FOR_SALE: 0, FOR_RENT: 1 };

/** PriceUnit 7: the price is a minimum ("starting from"), as for new-build projects. */
export const PRICE_UNIT_STARTING_FROM = 7;

/** The property type web ids that have an icon. */
export const PROPERTY_TYPE_WEB_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type PropertyTypeWebId = (typeof PROPERTY_TYPE_WEB_IDS)[number];

/** Commercial/office: the icon of a type the agency has not mapped. */
export const DEFAULT_PROPERTY_TYPE_WEB_ID: PropertyTypeWebId = 2;
