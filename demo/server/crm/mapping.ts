/**
 * What every CRM mapping shares: a record it cannot read is reported, field by field,
 * and left out whole; it never throws and never passes on half a record. The readers
 * below read one field each and note what is wrong with it; a mapping returns its record
 * only when none of them noted anything.
 */
import { type Language, LANGUAGES } from '../../../core/i18n/languages.ts';
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { brusselsDay } from '../../../core/owner/day.ts';

/** The kinds of record a connector maps, each in one place. */
export type RecordKind =
  | 'property'
  | 'project'
  | 'unit'
  | 'picture'
  | 'document'
  | 'region'
  | 'property-type'
  | 'statistics'
  | 'history'
  | 'person'
  | 'appointment';

/** One thing a mapping could not read: which record, which of its fields, and why. */
export interface MappingProblem {
  kind: RecordKind;
  id: number | string | null;
  field: string;
  problem: string;
}

export type Mapped<T> = { ok: true; value: T } | { ok: false; problems: MappingProblem[] };

export const PROBLEMS = {
  missing: 'missing',
  notObject: 'not a record',
  notInteger: 'not a whole number',
  notNumber: 'not a number',
  notText: 'not a text',
  notBoolean: 'not true or false',
  notDate: 'not a date',
  notList: 'not a list',
  outOfRange: 'out of range',
  unknown: 'unknown value',
} as const;

type Fields = Readonly<Record<string, unknown>>;

/** The same record (or list item) as each language's call answered it. */
export type ByLanguage = Partial<Record<Language, unknown>>;

const isRecord = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads the fields of one record (in up to four languages: the same record as each
 * language's call answered it) and keeps the problems it meets.
 */
export class RecordReader {
  readonly problems: MappingProblem[] = [];
  /** the record as the first language that has it answered: what holds no text is read there */
  readonly fields: Fields;

  constructor(
    readonly kind: RecordKind,
    readonly id: number | string | null,
    /** the record by language; one entry when the record has no texts or came in one language */
    readonly byLanguage: ByLanguage,
  ) {
    const first = LANGUAGES.map((language) => byLanguage[language]).find((record) => record !== undefined);
    if (!isRecord(first)) {
      this.fields = {};
      this.report('(record)', PROBLEMS.notObject);
    } else this.fields = first;
  }

  /** A record in its languages, named in problems by its `ID` field. */
  static of(kind: RecordKind, byLanguage: ByLanguage, idField = 'ID'): RecordReader {
    const first = LANGUAGES.map((language) => byLanguage[language]).find((record) => record !== undefined);
    const id = isRecord(first) && (typeof first[idField] === 'number' || typeof first[idField] === 'string') ? (first[idField] as number | string) : null;
    return new RecordReader(kind, id, byLanguage);
  }

  /** A record without languages (a document, a statistics row): read as it is. */
  static single(kind: RecordKind, record: unknown, idField = 'ID'): RecordReader {
    return RecordReader.of(kind, { nl: record }, idField);
  }

  /**
   * The first of these names the record has a value under: a field whose public name is
   * not known for sure is read under each candidate (the first when it has none).
   */
  firstOf(fields: readonly [string, ...string[]]): string {
    return fields.find((field) => this.fields[field] !== undefined && this.fields[field] !== null && this.fields[field] !== '') ?? fields[0];
  }

  report(field: string, problem: string): void {
    this.problems.push({ kind: this.kind, id: this.id, field, problem });
  }

  /** The mapped record when nothing was wrong; the problems otherwise. */
  result<T>(value: () => T): Mapped<T> {
    if (this.problems.length > 0) return { ok: false, problems: this.problems };
    return { ok: true, value: value() };
  }

  private present(field: string, required: boolean): unknown {
    const value = this.fields[field];
    if (value === undefined || value === null || value === '') {
      if (required) this.report(field, PROBLEMS.missing);
      return undefined;
    }
    return value;
  }

  /** A whole number; numeric text ("3") is read too, as CRMs send some numbers as text. */
  integer(field: string, options: { required?: boolean; min?: number; max?: number } = {}): number | null {
    const value = this.number(field, options);
    if (value !== null && !Number.isInteger(value)) {
      this.report(field, PROBLEMS.notInteger);
      return null;
    }
    return value;
  }

  number(field: string, options: { required?: boolean; min?: number; max?: number } = {}): number | null {
    const value = this.present(field, options.required ?? false);
    if (value === undefined) return null;
    return this.numberOf(field, value, options);
  }

  /**
   * A reference to a value of one of the CRM's lists, written `{ id }` (a bare
   * id is read too): its id as a whole number, a problem of `<field>.id`.
   */
  reference(field: string, options: { required?: boolean; min?: number; max?: number } = {}): number | null {
    const value = this.present(field, options.required ?? false);
    if (value === undefined) return null;
    if (!isRecord(value)) {
      const id = this.numberOf(field, value, options);
      if (id !== null && !Number.isInteger(id)) this.report(field, PROBLEMS.notInteger);
      return id !== null && Number.isInteger(id) ? id : null;
    }
    const inner = value.id;
    if (inner === undefined || inner === null || inner === '') {
      if (options.required) this.report(`${field}.id`, PROBLEMS.missing);
      return null;
    }
    const id = this.numberOf(`${field}.id`, inner, options);
    if (id !== null && !Number.isInteger(id)) {
      this.report(`${field}.id`, PROBLEMS.notInteger);
      return null;
    }
    return id;
  }

  private numberOf(field: string, value: unknown, options: { min?: number; max?: number }): number | null {
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(number)) {
      this.report(field, PROBLEMS.notNumber);
      return null;
    }
    if ((options.min !== undefined && number < options.min) || (options.max !== undefined && number > options.max)) {
      this.report(field, PROBLEMS.outOfRange);
      return null;
    }
    return number;
  }

  /** A text, trimmed; numbers are written as text (a house number may come as 12). */
  text(field: string, options: { required?: boolean } = {}): string | null {
    const value = this.present(field, options.required ?? false);
    if (value === undefined) return null;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') {
      this.report(field, PROBLEMS.notText);
      return null;
    }
    const text = value.trim();
    if (!text && options.required) this.report(field, PROBLEMS.missing);
    return text || null;
  }

  /** true or false; 1 and 0 too. */
  boolean(field: string, options: { required?: boolean } = {}): boolean | null {
    const value = this.present(field, options.required ?? false);
    if (value === undefined) return null;
    if (value === true || value === 1) return true;
    if (value === false || value === 0) return false;
    this.report(field, PROBLEMS.notBoolean);
    return null;
  }

  /** A time → ISO 8601, by `read` (the CRM's own format). */
  date(field: string, read: (value: unknown) => number | undefined, options: { required?: boolean; day?: boolean } = {}): string | null {
    const value = this.present(field, options.required ?? false);
    if (value === undefined) return null;
    const ms = read(value);
    if (ms === undefined) {
      this.report(field, PROBLEMS.notDate);
      return null;
    }
    // a day (a certificate's end) is the Belgian calendar day the CRM wrote, not UTC's
    return options.day ? brusselsDay(ms) : new Date(ms).toISOString();
  }

  /** A code looked up in `codes`; an unknown code is a problem. */
  code<T>(field: string, codes: ReadonlyMap<number, T>, options: { required?: boolean } = {}): T | null {
    const code = this.integer(field, options);
    if (code === null) return null;
    const value = codes.get(code);
    if (value === undefined) {
      this.report(field, PROBLEMS.unknown);
      return null;
    }
    return value;
  }

  /** A list of records (pictures, units); anything else is a problem. */
  list(field: string): unknown[] {
    const value = this.present(field, false);
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.report(field, PROBLEMS.notList);
      return [];
    }
    return value;
  }

  /** A text in each language that answered it; null when none did. */
  texts(field: string, options: { required?: boolean } = {}): Translatable | null {
    const result: Translatable = {};
    for (const language of LANGUAGES) {
      const record = this.byLanguage[language];
      if (!isRecord(record)) continue;
      const value = record[field];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') {
        this.report(field, PROBLEMS.notText);
        return null;
      }
      if (value.trim()) result[language] = value.trim();
    }
    if (Object.keys(result).length === 0) {
      if (options.required) this.report(field, PROBLEMS.missing);
      return null;
    }
    return result;
  }

  /** The field of each language's record that has it, for lists whose items carry texts (captions, unit types). */
  listByLanguage(field: string): Partial<Record<Language, unknown[]>> {
    const result: Partial<Record<Language, unknown[]>> = {};
    for (const language of LANGUAGES) {
      const record = this.byLanguage[language];
      if (!isRecord(record)) continue;
      const value = record[field];
      if (value === undefined || value === null) continue;
      if (!Array.isArray(value)) {
        this.report(field, PROBLEMS.notList);
        return {};
      }
      result[language] = value;
    }
    return result;
  }

  /** Problems of a part (a picture, a unit) count as the record's: a record with a broken part is left out whole. */
  adopt<T>(mapped: Mapped<T>): T | undefined {
    if (mapped.ok) return mapped.value;
    this.problems.push(...mapped.problems);
    return undefined;
  }
}

/** The keys of a record that are none of `known`: what an answer carries that the mapping does not read. */
export function unknownKeys(record: unknown, known: ReadonlySet<string>): string[] {
  return isRecord(record) ? Object.keys(record).filter((key) => !known.has(key)) : [];
}

/**
 * Tells of each unknown key once per process (`note` gets the keys not told of before):
 * an answer whose shape is not public is logged by its names, and the log does not fill
 * with the same names every sync.
 */
export function keyWatcher(known: readonly string[]): (record: unknown) => string[] {
  const knownKeys = new Set(known);
  const told = new Set<string>();
  return (record) => {
    const fresh = unknownKeys(record, knownKeys).filter((key) => !told.has(key));
    for (const key of fresh) told.add(key);
    return fresh;
  };
}

/** Items of a list by their ID, per language: `[{ nl: item, fr: item }, …]` in the order of the first language. */
export function itemsByLanguage(lists: Partial<Record<Language, unknown[]>>): ByLanguage[] {
  const first = LANGUAGES.find((language) => lists[language] !== undefined);
  if (!first) return [];
  const idOf = (item: unknown) => (isRecord(item) ? item.ID : undefined);
  return lists[first]!.map((item) => {
    const id = idOf(item);
    const entry: ByLanguage = {};
    for (const language of LANGUAGES) {
      const list = lists[language];
      if (!list) continue;
      entry[language] = language === first ? item : list.find((candidate) => id !== undefined && idOf(candidate) === id);
    }
    return entry;
  });
}
