/**
 * Availability of spec §4: available, rented, sold, sold out (a project with no unit
 * left). "Not found" is not a state of a property but the answer for one that does not
 * exist (any more): NOT_FOUND_MESSAGE.
 */
import type { MessageId } from '../messages.ts';
import type { ServerErrorCode } from '../api/errors.ts';
import * as errorMessages from '../messages/error.ts';
import * as stateMessages from '../messages/state.ts';
import { AVAILABILITY_STATES, type AvailabilityState } from './types.ts';

export { AVAILABILITY_STATES } from './types.ts';

/** The badge or line each state shows. */
export const AVAILABILITY_MESSAGES: Readonly<Record<AvailabilityState, MessageId>> = {
  available: stateMessages.available.id,
  rented: stateMessages.rented.id,
  sold: stateMessages.sold.id,
  sold_out: stateMessages.soldOut.id,
};

/** What a detail page says when the id matches no property. */
export const NOT_FOUND_MESSAGE: MessageId = stateMessages.notFound.id;

/**
 * A state as the CRM or a URL may write it (`'SOLD'`, `'sold-out'`, `'Sold out'`) →
 * the state; anything else → null.
 */
export function toAvailabilityState(value: unknown): AvailabilityState | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (AVAILABILITY_STATES as readonly string[]).includes(key) ? (key as AvailabilityState) : null;
}

/** The message of a state; an unknown state reads as not found. */
export function availabilityMessage(state: unknown): MessageId {
  const known = toAvailabilityState(state);
  return known ? AVAILABILITY_MESSAGES[known] : NOT_FOUND_MESSAGE;
}

/** Whether visitors can still ask for a visit or make an offer. */
export function isAvailable(state: unknown): boolean {
  return toAvailabilityState(state) === 'available';
}

/**
 * What a search shows and counts, wherever it is counted: the list and its "page X of Y
 * [Z objects]", the map and its total, the demand register's live count and its alerts.
 * Only what a visitor can still buy or rent, as the big portals do: a sold or let
 * listing keeps its page (links to it are shared and kept among favourites), but it is
 * no answer to a search. A query that names other states (`status=sold`) still gets them.
 */
export const ON_OFFER: readonly AvailabilityState[] = ['available'];

/** Whether a listing in `state` is among what searches show and count (ON_OFFER). */
export function isOnOffer(state: unknown): boolean {
  const known = toAvailabilityState(state);
  return known !== null && ON_OFFER.includes(known);
}

/**
 * The error a detail page shows instead of its forms when the property or project is
 * gone: sold, rented or sold out; null while it is available.
 */
export function unavailableMessage(state: unknown): MessageId | null {
  switch (toAvailabilityState(state)) {
    case 'available':
      return null;
    case 'rented':
      return errorMessages.propertyRented.id;
    case 'sold':
      return errorMessages.propertySold.id;
    case 'sold_out':
      return errorMessages.projectSoldOut.id;
    default:
      return errorMessages.propertyNotFound.id;
  }
}

/**
 * What a visitor may no longer ask about a property that is gone: a visit (or a booked
 * viewing), a purchase offer, a rental application. Information, documents and sending
 * it to a friend stay possible: an agency answers those about a sold house too.
 */
export const NEEDS_AVAILABLE_PROPERTY = ['visit', 'appointment', 'offer', 'rental'] as const;
export type AvailabilityBoundRequest = (typeof NEEDS_AVAILABLE_PROPERTY)[number];

/**
 * Why a request of `kind` about a property in `state` is refused, as the API's error code
 * (`property_rented`, `property_sold`), or null when it may be made. The one rule the
 * server enforces and the forms show before the visitor types.
 */
export function requestRefusal(kind: string, state: unknown): Extract<ServerErrorCode, 'property_sold' | 'property_rented'> | null {
  if (!(NEEDS_AVAILABLE_PROPERTY as readonly string[]).includes(kind)) return null;
  const known = toAvailabilityState(state);
  if (known === 'available') return null;
  return known === 'rented' ? 'property_rented' : 'property_sold';
}

/** What a form shows for a refusal (requestRefusal) before the visitor types: the API's message of the code. */
export function refusalMessage(refusal: NonNullable<ReturnType<typeof requestRefusal>>): MessageId {
  return refusal === 'property_rented' ? errorMessages.propertyRented.id : errorMessages.propertySold.id;
}
