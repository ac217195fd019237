/**
 * Other projects as cards (widgets/project/ProjectCard.tsx and card.css), the project
 * list's cards. Loaded when their place on the page comes near (ProjectView.tsx).
 */
import type { Language } from '../../core/i18n/languages.ts';
import type { ProjectSummary } from '../../core/property/types.ts';
import cardStyles from '../ui/cards/card.css?inline';
import { useShadowStyles } from '../define/styles.ts';
import { ProjectCard } from '../project/ProjectCard.tsx';

export interface ProjectCardsProps {
  items: readonly ProjectSummary[];
  language: Language;
  headingLevel: 2 | 3 | 4;
}

export function ProjectCards({ items, language, headingLevel }: ProjectCardsProps) {
  useShadowStyles(cardStyles);
  return (
    <ul className="cards">
      {items.map((project) => (
        <li key={project.ID}>
          <ProjectCard project={project} language={language} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
