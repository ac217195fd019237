/** A message of the catalogue: its id, and its English source text for `lingui extract`. */
export interface MessageDescriptor {
  id: string;
  message: string;
}
