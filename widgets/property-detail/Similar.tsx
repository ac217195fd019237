/** Properties like this one (`GET /properties/:id/similar`), as cards; nothing when there are none. */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { useResource } from '../ui/api.ts';
import { PropertyCard } from '../ui/PropertyCard.tsx';
import { type HeadingLevel, Section } from './Heading.tsx';
import { properties } from '../../core/api/resources/properties.ts';

export function Similar({ propertyId, language, level }: { propertyId: number; language: Language; level: HeadingLevel }) {
  const { t } = useLingui();
  const similar = useResource((api, signal) => properties(api).similar(propertyId, language, { signal }), [propertyId, language]);
  const items = similar.data ?? [];
  if (items.length === 0) return null;
  const cardLevel = Math.min(4, Math.max(2, level + 1)) as 2 | 3 | 4;
  return (
    <Section level={level} className="similar" title={t({ id: 'propertyDetail.section.similar', message: 'Similar properties' })}>
      <ul className="cards">
        {items.map((property) => (
          <li key={property.ID}>
            <PropertyCard property={property} language={language} headingLevel={cardLevel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
