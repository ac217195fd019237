import { PROPERTY_TYPE_WEB_IDS } from '../../property/reference.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, VALUATION_GOALS, goalLabels, address, remark, timeSlots, newsletter, captcha, MAX_ROOMS, MAX_LIVING_AREA, person } from '../shared-fields.ts';

/** Spec §2 /contact-demand/: a free valuation of the visitor's property at this address. */
export const valuationForm = {
  kind: 'valuation',
  fields: [
    ...address(true, 'validation.valuationAddressRequired', true),
    field('propertyType', 'integer', false, 'field.propertyType', {
      min: PROPERTY_TYPE_WEB_IDS[0],
      max: PROPERTY_TYPE_WEB_IDS[PROPERTY_TYPE_WEB_IDS.length - 1],
      messages: { invalid: 'validation.numberInvalid' },
    }),
    field('goal', 'choice', false, 'field.goal', {
      options: VALUATION_GOALS,
      optionLabels: { sell: goalLabels.sell, rentOut: goalLabels.rentOut, both: goalLabels.both },
    }),
    // what the agency needs to prepare the visit; the rest it sees there
    field('bedrooms', 'integer', false, 'field.bedrooms', { min: 0, max: MAX_ROOMS, messages: { invalid: 'validation.numberInvalid' } }),
    field('livingArea', 'integer', false, 'field.livingArea', { min: 1, max: MAX_LIVING_AREA, messages: { invalid: 'validation.numberInvalid' } }),
    ...person,
    remark(false),
    timeSlots,
    newsletter,
    captcha,
  ],
  rules: [],
} as const satisfies FormSpec;
