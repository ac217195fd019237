/**
 * What a form field is: its name, the kind of value it takes, whether it is required,
 * its limits and the messages it answers with. Widgets render forms from these, the
 * server reads multipart fields by them, and the schemas are built from them.
 */
import type { Language } from '../i18n/languages.ts';
import type { MessageId } from '../messages.ts';

export type FieldKind =
  /** one line of text */
  | 'text'
  /** several lines of text */
  | 'multiline'
  | 'email'
  | 'phone'
  | 'zip'
  | 'url'
  /** kept exactly as typed: spaces may be part of a password */
  | 'password'
  /** the captcha's answer (a proof or a token), checked by the server */
  | 'captcha'
  /** one of `options` */
  | 'choice'
  /** any of `options`, none twice */
  | 'choices'
  /** an opt-in: absent is false */
  | 'boolean'
  | 'integer'
  /** euros, at most two decimals; Belgian writing (`250.000`, `1.234,50`) accepted */
  | 'amount'
  /** a calendar day, ISO `YYYY-MM-DD` (also read from `DD/MM/YYYY`) */
  | 'date'
  /** a list of ages in years */
  | 'ages'
  /** a list of ids between `min` and `max` */
  | 'ids'
  /** region ids (numbers) and postal codes (4-digit strings) */
  | 'zones'
  /** a file's metadata `{ name, size, type }`; the file itself is checked by the server */
  | 'file'
  /** a group of fields (`fields`), as one object */
  | 'person';

/**
 * What a field answers. Declared with the field, not looked up by its kind: a form's page
 * carries the messages of its own fields only.
 */
export interface FieldMessages {
  /** when a required field is empty */
  readonly required?: MessageId;
  /** when the value is not of the field's kind or out of its bounds (else `validation.invalid`) */
  readonly invalid?: MessageId;
  /** when a date is only partly filled in */
  readonly incomplete?: MessageId;
  /** when a file is empty */
  readonly empty?: MessageId;
  /** when a file is larger than `maxBytes` */
  readonly tooLarge?: MessageId;
}

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** the field's label */
  readonly label: MessageId;
  /** longest text, in characters */
  readonly maxLength?: number;
  /** a postal code in Belgium (1000–9999), where the address must be one: the property the agency is to value */
  readonly belgian?: boolean;
  /** shortest text (a new password), in characters */
  readonly minLength?: number;
  /** bounds of a number, of each id or age; for amounts in euros */
  readonly min?: number;
  readonly max?: number;
  /** most entries of a list */
  readonly maxItems?: number;
  readonly options?: readonly string[];
  /** the label of each option */
  readonly optionLabels?: Readonly<Record<string, MessageId>>;
  /**
   * Options offered to visitors of some languages only (the form still accepts them from
   * anyone): a form of address one language no longer uses is not offered in it.
   */
  readonly optionLanguages?: Readonly<Record<string, readonly Language[]>>;
  /** file extensions (lower-case, with the dot) and media types a file may have */
  readonly accept?: { readonly extensions: readonly string[]; readonly types: readonly string[] };
  /** largest file, in bytes */
  readonly maxBytes?: number;
  /** the fields of a group */
  readonly fields?: readonly FieldSpec[];
  /** a text's own rule: the value as kept, or undefined when it is not valid (the field's `invalid` message) */
  readonly check?: (text: string) => string | undefined;
  readonly messages?: FieldMessages;
}

/**
 * Maximum lengths. They are generous for what a person really types and exist so that
 * nobody can post megabytes into a mail or a database row.
 */
export const MAX_LENGTH = {
  /** names, cities, short answers: longer than any real Belgian name or place */
  text: 100,
  /** street names ("Onze-Lieve-Vrouw-van-Vaakstraat" and longer) */
  street: 150,
  houseNumber: 20,
  /** RFC 5321 limits an address to 254 characters */
  email: 254,
  /** international numbers with spaces and an extension */
  phone: 30,
  /** Belgian and Luxembourg postal codes have 4 digits; foreign visitors may have up to 10 */
  zip: 10,
  /** browsers and servers commonly cap URLs around 2,000 characters */
  url: 2000,
  /** a message of a few long paragraphs */
  multiline: 5000,
  /** "two hundred fifty thousand euros" and more, in any language */
  amountInWords: 300,
  /** a reCAPTCHA token is about 2,000 characters, an ALTCHA payload less; with margin */
  captcha: 10_000,
  /** long passphrases fit; a hash function is never fed megabytes */
  password: 256,
  /** a reset token made by the server */
  token: 512,
  /** a file name as operating systems allow it */
  fileName: 255,
} as const;

/** A new password's least length (NIST SP 800-63B's minimum for chosen passwords). */
export const PASSWORD_MIN_LENGTH = 8;

/** The CV's limit (spec: 5 MB) and the documents the server recognises by signature. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = {
  extensions: ['.pdf', '.doc', '.docx', '.odt'],
  types: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
  ],
} as const;

/** A testimonial's photo: the picture formats every browser shows, at most 5 MB too. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = {
  extensions: ['.jpg', '.jpeg', '.png', '.webp'],
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
