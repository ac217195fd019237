/**
 * What buying the property costs, on its page: `<agency-cost-calculator>` started from the
 * property (its price, postal code and VAT regime) and told the CRM's own figures, so it
 * works out the duties and the notary's costs by the rules of core/purchase-costs and says
 * what the CRM's figures assume. A part of the page loaded when the visitor comes within a
 * screen of it (PropertyView.tsx puts it in a Deferred), and another element: the page's
 * first paint carries none of its code, styles or texts.
 */
import { createElement } from 'react';
import type { Language } from '../../core/i18n/languages.ts';
import type { Property } from '../../core/property/types.ts';

export interface PurchaseCostsProps {
  property: Property;
  language: Language;
  level: number;
}

const figure = (value: number | null) => (value && value > 0 ? value : undefined);

export function PurchaseCosts({ property, language, level }: PurchaseCostsProps) {
  const attributes = {
    price: property.PublishPrice ? figure(property.Price) : undefined,
    'postal-code': property.Zip ?? undefined,
    'new-build': property.VatRegime ? '' : undefined,
    'agency-duties': figure(property.RegistrationRights),
    'agency-notary': figure(property.NotaryFeeInclVat),
    'heading-level': level,
    lang: language,
  };
  // what the property does not give is left out, so the element keeps its default
  return createElement('agency-cost-calculator', Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)));
}
