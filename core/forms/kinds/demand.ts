import { ALERT_FREQUENCIES } from '../../demand/match.ts';
import { decodeArea, encodeArea, MAX_AREA_CORNERS } from '../../geo/area-text.ts';
import { PROPERTY_TYPE_WEB_IDS } from '../../property/reference.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, DEMAND_GOALS, goalLabels, address, remark, newsletter, captcha, MAX_PRICE, MAX_ROOMS, title, firstName, lastName, email, phone } from '../shared-fields.ts';

/** Spec §3 demand register: a search profile the agency matches new listings against. */
export const demandForm = {
  kind: 'demand',
  fields: [
    field('goal', 'choice', true, 'field.goal', {
      options: DEMAND_GOALS,
      optionLabels: { buy: goalLabels.buy, rent: goalLabels.rent },
      messages: { required: 'validation.goalRequired', invalid: 'validation.goalRequired' },
    }),
    // whole groups of the CRM's type tree by their web id ("Wonen", "Grond"…), and single types
    // (house, flat…) by the tree's id: at least one of either (the rules below)
    field('propertyTypes', 'ids', false, 'field.propertyTypes', {
      min: PROPERTY_TYPE_WEB_IDS[0],
      max: PROPERTY_TYPE_WEB_IDS[PROPERTY_TYPE_WEB_IDS.length - 1],
      maxItems: PROPERTY_TYPE_WEB_IDS.length,
    }),
    field('types', 'ids', false, 'field.propertyTypes', { min: 1, max: 2 ** 31 - 1, maxItems: 200 }),
    // a search may name every region of the tree and a handful of postal codes, and a drawn area (either is enough)
    field('zones', 'zones', false, 'field.zones', { maxItems: 200 }),
    field('area', 'text', false, 'field.area', {
      // every corner at the most digits the URL's format takes
      maxLength: MAX_AREA_CORNERS * 28,
      check: (text: string) => {
        const corners = decodeArea(text);
        return corners && encodeArea(corners);
      },
      messages: { invalid: 'validation.areaInvalid' },
    }),
    field('minPrice', 'amount', false, 'field.minPrice', { min: 0, max: MAX_PRICE, messages: { invalid: 'validation.numberInvalid' } }),
    field('maxPrice', 'amount', false, 'field.maxPrice', { min: 0, max: MAX_PRICE, messages: { invalid: 'validation.numberInvalid' } }),
    field('minBedrooms', 'integer', false, 'field.minBedrooms', { min: 0, max: MAX_ROOMS, messages: { invalid: 'validation.numberInvalid' } }),
    field('maxBedrooms', 'integer', false, 'field.maxBedrooms', { min: 0, max: MAX_ROOMS, messages: { invalid: 'validation.numberInvalid' } }),
    field('bathrooms', 'integer', false, 'field.bathrooms', { min: 0, max: MAX_ROOMS, messages: { invalid: 'validation.numberInvalid' } }),
    field('garages', 'integer', false, 'field.garages', { min: 0, max: MAX_ROOMS, messages: { invalid: 'validation.numberInvalid' } }),
    field('parking', 'boolean', false, 'field.parking'),
    field('terrace', 'boolean', false, 'field.terrace'),
    field('garden', 'boolean', false, 'field.garden'),
    // how often the alerts come; without a choice, once a day (the server's default)
    field('frequency', 'choice', false, 'field.frequency', {
      options: ALERT_FREQUENCIES,
      optionLabels: { instant: 'choice.frequency.instant', daily: 'choice.frequency.daily', weekly: 'choice.frequency.weekly' },
    }),
    // the alerts go by e-mail: a phone number is the visitor's to give, not a condition of being kept informed
    title(false),
    firstName(true),
    lastName(true),
    email,
    phone(false),
    ...address(false),
    remark(false),
    newsletter,
    captcha,
  ],
  rules: [
    { rule: 'either', field: 'propertyTypes', other: 'types', message: 'validation.propertyTypeRequired' },
    { rule: 'either', field: 'zones', other: 'area', message: 'validation.zoneRequired' },
    { rule: 'notBelow', field: 'maxPrice', other: 'minPrice', message: 'validation.rangeInvalid' },
    { rule: 'notBelow', field: 'maxBedrooms', other: 'minBedrooms', message: 'validation.rangeInvalid' },
  ],
} as const satisfies FormSpec;
