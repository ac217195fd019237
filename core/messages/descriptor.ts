/** A message of the catalogue: its id, and its English source text for `lingui extract`. */
export interface MessageDescriptor {
  id: string;
  message: string;
}

/**
 * A message of the catalogue, typed by its id: lingui's `defineMessage` without the macro,
 * as the server runs core/ as it is. The `/*i18n*\/` mark in front of the descriptor is
 * what `lingui extract` looks for.
 */
export const defineMessage = <const T extends MessageDescriptor>(descriptor: T): T => descriptor;
