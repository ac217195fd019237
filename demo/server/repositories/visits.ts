/** Page views of a property (Omnicasa: AddPropertyVisit): what the owner statistics count. */
export interface Visits {
  /** Counts one view at `at` (ms): a time and a property, nothing about the visitor. */
  record(propertyId: number, at: number): Promise<void>;
}
