/**
 * The local storage keys of what a visitor keeps for themselves (docs/consent.md), apart
 * from the code that reads them: the consent code names them without carrying it.
 */
export const FAVOURITES_KEY = 'agency-favourites';
export const RECENTLY_VIEWED_KEY = 'agency-recently-viewed';
