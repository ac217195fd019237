/**
 * How wide a field is in the form's grid of six columns: names and contact details two
 * by two, a street beside its house number, a postal code beside its city; texts,
 * choices and opt-ins across the whole form. Narrow screens stack the halves (form.css).
 */
import type { FieldSpec } from '../../core/forms/fields.ts';

export type CellSize = 'full' | 'half' | 'wide' | 'narrow';

const NARROW: ReadonlySet<string> = new Set(['houseNumber', 'zip']);
const WIDE: ReadonlySet<string> = new Set(['street', 'city']);
const HALF_KINDS: ReadonlySet<FieldSpec['kind']> = new Set(['text', 'email', 'phone', 'zip', 'url', 'password', 'integer', 'amount', 'date']);

export function cellSize(spec: FieldSpec): CellSize {
  if (NARROW.has(spec.name)) return 'narrow';
  if (WIDE.has(spec.name)) return 'wide';
  return HALF_KINDS.has(spec.kind) ? 'half' : 'full';
}
