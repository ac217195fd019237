import type { FieldSpec } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { fieldsInRegion, type RentalRegion } from '../rental-law.ts';
import { rentalFields } from './rental-fields.ts';

export type { RentalFieldName } from './rental-fields.ts';

export const rentalForm = {
  kind: 'rental',
  fields: rentalFields,
  rules: [],
  regional: (region: RentalRegion): readonly FieldSpec[] => fieldsInRegion(region, rentalFields),
} as const satisfies FormSpec;
