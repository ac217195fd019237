import { ALERT_FREQUENCIES } from '../../demand/match.ts';
import { PROPERTY_TYPE_WEB_IDS } from '../../property/reference.ts';
import type { FormSpec } from '../forms.ts';
import { field, DEMAND_GOALS, goalLabels, address, remark, newsletter, captcha, MAX_PRICE, MAX_ROOMS, person } from '../shared-fields.ts';

/** Spec §3 demand register: a search profile the agency matches new listings against. */
export const demandForm = {
  kind: 'demand',
  fields: [
    field('goal', 'choice', true, 'field.goal', {
      options: DEMAND_GOALS,
      optionLabels: { buy: goalLabels.buy, rent: goalLabels.rent },
      messages: { required: 'validation.goalRequired', invalid: 'validation.goalRequired' },
    }),
    field('propertyTypes', 'ids', true, 'field.propertyTypes', {
      min: PROPERTY_TYPE_WEB_IDS[0],
      max: PROPERTY_TYPE_WEB_IDS[PROPERTY_TYPE_WEB_IDS.length - 1],
      maxItems: PROPERTY_TYPE_WEB_IDS.length,
      messages: { required: 'validation.propertyTypeRequired' },
    }),
    // a search may name every region of the tree and a handful of postal codes
    field('zones', 'zones', true, 'field.zones', { maxItems: 200, messages: { required: 'validation.zoneRequired' } }),
    field('minPrice', 'amount', false, 'field.minPrice', { min: 0, max: MAX_PRICE }),
    field('maxPrice', 'amount', false, 'field.maxPrice', { min: 0, max: MAX_PRICE }),
    field('minBedrooms', 'integer', false, 'field.minBedrooms', { min: 0, max: MAX_ROOMS }),
    field('maxBedrooms', 'integer', false, 'field.maxBedrooms', { min: 0, max: MAX_ROOMS }),
    field('bathrooms', 'integer', false, 'field.bathrooms', { min: 0, max: MAX_ROOMS }),
    field('garages', 'integer', false, 'field.garages', { min: 0, max: MAX_ROOMS }),
    field('parking', 'boolean', false, 'field.parking'),
    field('terrace', 'boolean', false, 'field.terrace'),
    field('garden', 'boolean', false, 'field.garden'),
    // how often the alerts come; without a choice, once a day (the server's default)
    field('frequency', 'choice', false, 'field.frequency', {
      options: ALERT_FREQUENCIES,
      optionLabels: { instant: 'choice.frequency.instant', daily: 'choice.frequency.daily', weekly: 'choice.frequency.weekly' },
    }),
    ...person,
    ...address(false),
    remark(false),
    newsletter,
    captcha,
  ],
  rules: [
    { rule: 'notBelow', field: 'maxPrice', other: 'minPrice', message: 'validation.rangeInvalid' },
    { rule: 'notBelow', field: 'maxBedrooms', other: 'minBedrooms', message: 'validation.rangeInvalid' },
  ],
} as const satisfies FormSpec;
