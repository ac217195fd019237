/**
 * Other projects as cards (ProjectCard and card.css). Loaded when their place on the
 * page comes near (ProjectView.tsx), each with its price range from the page (see
 * Deferred.tsx on what a part may import).
 */
import type { Language } from '../../core/i18n/languages.ts';
import type { ProjectSummary } from '../../core/property/types.ts';
import cardStyles from '../ui/card.css?inline';
import { useShadowStyles } from '../define/styles.ts';
import { ProjectCard } from './ProjectCard.tsx';

export interface ProjectCardsProps {
  items: readonly { project: ProjectSummary; price: string | null }[];
  language: Language;
  headingLevel: 2 | 3 | 4;
}

export function ProjectCards({ items, language, headingLevel }: ProjectCardsProps) {
  useShadowStyles(cardStyles);
  return (
    <ul className="cards">
      {items.map(({ project, price }) => (
        <li key={project.ID}>
          <ProjectCard project={project} price={price} language={language} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
