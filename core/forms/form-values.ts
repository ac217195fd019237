/**
 * The value a valid form gives, typed from its field specs: what the server stores and
 * mails, and what a widget sends.
 */
import type { FieldKind, FieldSpec } from './fields.ts';
import type { FORMS, FormKind } from './forms.ts';
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

/** What `validateForm(kind, …)` gives when the form is valid. */
export type FormValue<K extends FormKind> = ValuesOf<(typeof FORMS)[K]['fields']>;
