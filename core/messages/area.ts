/**
 * The drawn search area (core/geo/area.ts): said by the server to an `area=` it refuses and
 * by the map that refuses to finish one. A namespace of its own, so that the forms, which
 * carry every validation message, do not carry these.
 */
export const crosses = (/*i18n*/ {
  id: 'area.crosses',
  message: 'The border of this area crosses itself. Please draw the area without crossing its lines.',
}) as const;
