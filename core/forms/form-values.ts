/**
 * The types a form's field specs give, so that the browser, the client and the server
 * speak of one definition: the value a valid form gives (what the server stores and
 * mails) and the body a client sends for it (core/api/contract.ts names it per endpoint);
 * per form kind in ./forms.ts (FormValue, FormBody).
 */
import type { FieldKind, FieldSpec } from './fields.ts';
import type { FileMeta } from './values.ts';

interface KindValue {
  text: string;
  multiline: string;
  email: string;
  phone: string;
  zip: string;
  url: string;
  password: string;
  captcha: string;
  choice: string;
  choices: string[];
  boolean: boolean;
  integer: number;
  amount: number;
  date: string;
  ages: number[];
  ids: number[];
  /** a number is a region id, a string a postal code */
  zones: (number | string)[];
  file: FileMeta;
  person: Record<string, unknown>;
}

/** Kinds whose value is always there (false, an empty list) even when optional. */
type AlwaysPresent = 'boolean' | 'choices' | 'ages' | 'ids' | 'zones';

type ValueOf<F extends FieldSpec> = F extends { kind: 'choice'; options: readonly (infer O)[] }
  ? O
  : F extends { kind: 'choices'; options: readonly (infer O)[] }
    ? O[]
    : F extends { kind: 'person'; fields: infer S extends readonly FieldSpec[] }
      ? ValuesOf<S>
      : KindValue[F['kind'] & FieldKind];

type Present<F extends FieldSpec> = F['required'] extends true ? true : F['kind'] extends AlwaysPresent ? true : false;

/** The value of a list of fields: required ones always there, optional ones maybe. */
export type ValuesOf<S extends readonly FieldSpec[]> = {
  [F in S[number] as Present<F> extends true ? F['name'] : never]: ValueOf<F>;
} & {
  [F in S[number] as Present<F> extends true ? never : F['name']]?: ValueOf<F>;
};

/** A field's value as a client sends it: a file travels as itself (a part of a multipart body). */
type BodyValueOf<F extends FieldSpec> = F extends { kind: 'file' }
  ? Blob
  : F extends { kind: 'person'; fields: infer S extends readonly FieldSpec[] }
    ? BodyOf<S>
    : ValueOf<F>;

/** What the API takes for a list of fields: the required ones, and the optional ones a client may leave out (an opt-in or a list left out is false or empty). */
export type BodyOf<S extends readonly FieldSpec[]> = {
  [F in S[number] as F['required'] extends true ? F['name'] : never]: BodyValueOf<F>;
} & {
  [F in S[number] as F['required'] extends true ? never : F['name']]?: BodyValueOf<F>;
};
