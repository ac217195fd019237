/**
 * How wide a field is in the form's grid of six columns: names and contact details two
 * by two, a street beside its house number, a postal code beside its city; texts,
 * choices and opt-ins across the whole form. Narrow screens stack the halves (form.css).
 */
import type { FieldSpec } from '../../core/forms/fields.ts';

export type CellSize = 'full' | 'half' | 'wide' | 'narrow';

const NARROW: ReadonlySet<string> = new Set(['houseNumber', 'zip']);
/** a choice among many that a form draws itself (the moments of a visit) */
const FULL: ReadonlySet<string> = new Set(['slotId']);
const WIDE: ReadonlySet<string> = new Set(['street', 'city']);
const HALF_KINDS: ReadonlySet<FieldSpec['kind']> = new Set(['text', 'email', 'phone', 'zip', 'url', 'password', 'integer', 'amount', 'date']);

export function cellSize(spec: FieldSpec): CellSize {
  if (FULL.has(spec.name)) return 'full';
  if (NARROW.has(spec.name)) return 'narrow';
  if (WIDE.has(spec.name)) return 'wide';
  return HALF_KINDS.has(spec.kind) ? 'half' : 'full';
}
