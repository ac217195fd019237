/**
 * How an element tells the page something: `agency-*` events that bubble out of the
 * shadow root (`bubbles`, `composed`), can be cancelled, and carry a typed `detail`.
 */

/**
 * Every `agency-*` event and its `detail`. Elements add theirs by declaration merging:
 * `declare module '../define/events.ts' { interface AgencyEventMap { 'agency-x': {...} } }`.
 */
export interface AgencyEventMap {}

declare global {
  interface HTMLElementEventMap extends AgencyCustomEvents {}
  interface DocumentEventMap extends AgencyCustomEvents {}
}
type AgencyCustomEvents = { [K in keyof AgencyEventMap]: CustomEvent<AgencyEventMap[K]> };

/** Dispatches an `agency-*` event; false when a listener cancelled it. */
export function emit<K extends keyof AgencyEventMap>(from: Element, type: K, detail: AgencyEventMap[K]): boolean {
  return from.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}
