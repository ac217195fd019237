/**
 * A message of the catalogue: its id, and its English source text for `lingui extract`.
 * core/messages/ declares each as `export const name = (/*i18n*\/ { id, message }) as const`:
 * the mark tells `lingui extract` to collect it (the parentheses keep the mark on the
 * object, where a bare `as const` would take it), `as const` types its id, and as a plain
 * object rollup drops the English text the bundle never reads.
 */
export interface MessageDescriptor {
  id: string;
  message: string;
}
