/** A unit's type as the price list names it: the spec's type groups of web ids 1–7 (core propertyTypeIcon). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PropertyTypeIcon } from '../../core/property/type.ts';

export const TYPE_LABELS: Readonly<Record<PropertyTypeIcon, MessageDescriptor>> = {
  residential: msg({ id: 'projectDetail.type.residential', message: 'Residential' }),
  commercial: msg({ id: 'projectDetail.type.commercial', message: 'Commercial and office' }),
  industrial: msg({ id: 'projectDetail.type.industrial', message: 'Industrial' }),
  land: msg({ id: 'projectDetail.type.land', message: 'Land' }),
  office: msg({ id: 'projectDetail.type.office', message: 'Office' }),
  retail: msg({ id: 'projectDetail.type.retail', message: 'Retail' }),
};
