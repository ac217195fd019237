/**
 * What the visitor sent, as the thank-you page repeats it ("what you sent"): each filled-in
 * field as its label and its value, written in the visitor's language when they sent it.
 * Kept in session storage, like the draft (this tab only, gone when it closes), under the
 * thank-you page's path, so only the page the form went to shows it (the thank-you page
 * reads it with widgets/feedback/sent.ts).
 */
import type { FieldSpec } from '../../core/forms/fields.ts';
import type { FieldValue, FormValues } from '../../core/forms/filling.ts';
import { formatEuro } from '../../core/format/currency.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as answerMessages from '../../core/messages/answer.ts';
import { sessionStore } from '../ui/storage/web-storage.ts';
import { SENT_KEY, type SentLine } from './sent-key.ts';

export type { SentLine } from './sent-key.ts';

/** The kinds a visitor reads back as they typed them; the rest (passwords, files, lists of ids) are not repeated. */
const SHOWN = new Set(['text', 'multiline', 'email', 'phone', 'zip', 'url', 'choice', 'choices', 'boolean', 'integer', 'amount', 'date']);

/** How a screen writes a field of its own in words (a drawn area, the names of ids); '' leaves the line out. */
export type SentWriters = Readonly<Record<string, (value: FieldValue | undefined) => string>>;

export function sentLines(
  fields: readonly FieldSpec[],
  values: FormValues,
  translate: (id: string) => string,
  language: Language,
  writers: SentWriters = {},
): SentLine[] {
  const lines: SentLine[] = [];
  for (const spec of fields) {
    const own = writers[spec.name];
    if (!own && !SHOWN.has(spec.kind)) continue;
    const value = own ? own(values[spec.name]) : written(spec, values[spec.name], translate, language);
    if (value) lines.push({ label: translate(spec.label), value });
  }
  return lines;
}

function written(spec: FieldSpec, value: FieldValue | undefined, translate: (id: string) => string, language: Language): string {
  const option = (item: string | number) => (spec.optionLabels?.[item] ? translate(spec.optionLabels[item]) : String(item));
  if (spec.kind === 'boolean') return value === true ? translate(answerMessages.yes.id) : '';
  if (Array.isArray(value)) return value.map(option).join(', ');
  if (typeof value !== 'string') return '';
  const text = value.trim();
  // an amount as the visitor's language writes it: "€ 3.200", not "3200" (the form checked it is one)
  if (text && spec.kind === 'amount') return formatEuro(text, language);
  return spec.kind === 'choice' ? option(text) : text;
}

/** A full or forbidden storage: the thank-you page then only thanks. */
export function rememberSent(path: string, lines: readonly SentLine[]): void {
  sessionStore.write(SENT_KEY, JSON.stringify({ path, lines }));
}
