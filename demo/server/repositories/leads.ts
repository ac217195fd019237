/**
 * What visitors send through the public forms: the agency's leads (Omnicasa: ContactOnMe,
 * DemandRegister), with the files that came along.
 */
import type { RequestKind } from '../../../core/api/contract.ts';
import type { Language } from '../../../core/i18n/languages.ts';

/** A file stored with a lead; the file itself lies in DATA_DIR, under `storedName`. */
export interface LeadUpload {
  field: string;
  originalName: string;
  mime: string;
  size: number;
  storedName: string;
}

export interface Lead {
  id: string;
  kind: RequestKind;
  propertyId: number | null;
  projectId: number | null;
  /** lower case, so "already requested" does not depend on how the visitor typed it */
  email: string | null;
  language: Language;
  /** the form's fields as validated, the captcha proof left out */
  data: Record<string, unknown>;
  createdAt: string;
  uploads: LeadUpload[];
}

export interface Leads {
  /** The documents of a property go once to an address: a second request is answered "already requested". */
  documentsRequested(propertyId: number, email: string | null): Promise<boolean>;
  /** Stores a lead and its uploads together; false when the same documents request got in first meanwhile. */
  add(lead: Lead): Promise<boolean>;
  /**
   * Removes the leads of `kind` sent before `before` (ISO) with their uploads' records, at
   * the end of their retention period; answers the stored names of the files to delete.
   */
  purge(kind: RequestKind, before: string): Promise<string[]>;
  /** Deletes every lead of `kind` from `email` (a newsletter sign-up once its address unsubscribed). */
  forget(kind: RequestKind, email: string): Promise<void>;
}
