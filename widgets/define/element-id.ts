/**
 * Ids for ARIA references (a heading a section is labelled by, a field's message): unique
 * within the element's shadow root, where the references stay, and the same on the server
 * as in the render that takes the server's HTML over. An element's ids are numbered in the
 * order its parts first render; the server's render of an element starts over with a new
 * count each time it renders again once data is in, so its last render numbers them as the
 * browser will (React's and Preact's useId count on across those renders, and differ
 * between the two builds).
 */
import { createContext, useContext, useState } from 'react';

/** The next number of an element's ids; ElementTree gives each rendering of an element its own. */
export interface IdCount {
  next: number;
}

export const IdCountContext = createContext<IdCount>({ next: 0 });

/** An id for this part, kept as long as it is on the page. */
export function useElementId(): string {
  const count = useContext(IdCountContext);
  const [id] = useState(() => `agency-id-${count.next++}`);
  return id;
}
