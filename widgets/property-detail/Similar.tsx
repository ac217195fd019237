/**
 * Properties like this one (`GET /properties/:id/similar`), as cards; nothing when there
 * are none. The list is asked for with the page, so the section takes its room at once;
 * the cards' code loads as the visitor scrolls near (SimilarCards.tsx), card-shaped
 * placeholders standing in until then.
 */
import { useLingui } from '@lingui/react/macro';
import { propertyReads } from '../../core/api/resources/properties.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { useResource } from '../ui/api.ts';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import { type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import type { SimilarCardsProps } from './SimilarCards.tsx';

const cards = lazyPart<SimilarCardsProps>(async () => (await import('./SimilarCards.tsx')).SimilarCards);

export function Similar({ propertyId, language, level }: { propertyId: number; language: Language; level: HeadingLevel }) {
  const { t } = useLingui();
  const similar = useResource(propertyReads.similar(propertyId, language));
  const items = similar.data ?? [];
  if (items.length === 0) return null;
  const headingLevel = Math.min(4, Math.max(2, level + 1)) as 2 | 3 | 4;
  return (
    <Section level={level} className="similar" title={t({ id: 'propertyDetail.section.similar', message: 'Similar properties' })}>
      <Deferred part={cards} props={{ items, language, headingLevel }}>
        <ul className="cards" aria-hidden="true">
          {items.map((property) => (
            <li key={property.ID} className="card-placeholder placeholder" />
          ))}
        </ul>
      </Deferred>
    </Section>
  );
}
