/**
 * Similar properties as the lists show them (PropertyCard and its styles). Loaded when
 * their place on the page comes near (Similar.tsx).
 */
import type { Language } from '../../core/i18n/languages.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import cardStyles from '../ui/cards/card.css?inline';
import { PropertyCard } from '../property/PropertyCard.tsx';
import { useShadowStyles } from '../define/styles.ts';

export interface SimilarCardsProps {
  items: readonly PropertySummary[];
  language: Language;
  headingLevel: 2 | 3 | 4;
}

export function SimilarCards({ items, language, headingLevel }: SimilarCardsProps) {
  useShadowStyles(cardStyles);
  return (
    <ul className="cards">
      {items.map((property) => (
        <li key={property.ID}>
          <PropertyCard property={property} language={language} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
