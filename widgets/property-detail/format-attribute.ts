/**
 * One attribute of the detail page's table as text, by its kind: euros, m², m, counts,
 * years, dates, yes / no / on request, orientations named, energy with its units.
 */
import type { I18n } from '@lingui/core';
import { ENERGY_UNITS } from '../../core/constants.ts';
import { formatEuro } from '../../core/format/currency.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { type Attribute, judicialMessage, yesNoMessage } from '../../core/property/attributes.ts';
import { epcLabelDisplay } from '../../core/property/epc.ts';
import { orientationName } from './attribute-labels.ts';
import { formatDate, formatNumber } from '../../core/format/numbers.ts';
import { textIn } from '../../core/i18n/translatable.ts';

export type Translate = Pick<I18n, '_'>;

export function formatAttribute(attribute: Attribute, language: Language, i18n: Translate): string {
  const units = ENERGY_UNITS[language];
  switch (attribute.kind) {
    case 'currency':
      return formatEuro(attribute.value, language);
    case 'area':
      return `${formatNumber(attribute.value, language)} m²`;
    case 'length':
      return `${formatNumber(attribute.value, language)} m`;
    case 'count':
      return formatNumber(attribute.value, language);
    case 'year':
      // a year is a name, not an amount: never `2.018`
      return String(attribute.value);
    case 'date':
      return formatDate(attribute.value, language);
    case 'text':
      return textIn(attribute.value, language);
    case 'yesNo':
      return i18n._(yesNoMessage(attribute.value));
    case 'judicial':
      return i18n._(judicialMessage(attribute.value));
    case 'orientation':
      return i18n._(orientationName(attribute.value));
    case 'score':
      return typeof attribute.value === 'number' ? formatNumber(attribute.value, language) : attribute.value;
    case 'energy':
      return `${formatNumber(attribute.value, language)} ${units.specific}`;
    case 'energyTotal':
      return `${formatNumber(attribute.value, language)} ${units.total}`;
    case 'co2':
      return `${formatNumber(attribute.value, language)} ${units.co2}`;
    case 'epcLabel':
      return epcLabelDisplay(attribute.value);
    case 'message':
      return i18n._(attribute.value);
    default:
      return '';
  }
}
