/** The query parameter that names the property shown: a link to it, a bookmark, the way back after a login. */
export const PROPERTY_PARAM = 'property';
