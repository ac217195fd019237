/**
 * A new-build project as a card, on the project list and among a project's similar
 * ones: picture, price range, title, address (spec §5 address rule with PublicAddress)
 * and how many units are still available, in the words of the project's own page. The
 * title's link covers the card, as on the property cards. Styles: widgets/ui/cards/card.css.
 */
import { useLingui } from '@lingui/react';
import { addressText } from '../../core/format/address.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as stateMessages from '../../core/messages/state.ts';
import type { ProjectSummary } from '../../core/property/types.ts';
import { projectPath } from '../../core/routing/page-paths.ts';
import { Link } from '../ui/navigation/Link.tsx';
import { usePriceRange } from './price-range.ts';
import { useUnitsLine } from './units.ts';
import { CardMedia } from '../ui/cards/CardMedia.tsx';
import { projectTitle } from '../../core/property/title.ts';

export interface ProjectCardProps {
  project: ProjectSummary;
  language: Language;
  headingLevel?: 2 | 3 | 4;
  /** the first cards of a list load their picture at once; the others when scrolled to */
  eager?: boolean;
}

export function ProjectCard({ project, language, headingLevel = 3, eager = false }: ProjectCardProps) {
  const { i18n } = useLingui();
  const priceRange = usePriceRange(language);
  const unitsLine = useUnitsLine();
  const title = projectTitle(project, language);
  const soldOut = project.Status === 'sold_out' || (project.UnitsTotal > 0 && project.UnitsAvailable === 0);
  const price = soldOut ? undefined : (priceRange(project.PriceMin, project.PriceMax) ?? i18n._(stateMessages.priceOnRequest.id));
  const available = project.UnitsAvailable;
  const total = project.UnitsTotal;
  const Heading = `h${headingLevel}` as 'h3';

  return (
    <article className="card" part="card">
      <CardMedia picture={project.MainPicture} eager={eager} ribbon={soldOut ? i18n._(stateMessages.soldOut.id) : undefined} closed />
      <div className="card__body">
        {price ? <p className="card__price">{price}</p> : null}
        <Heading className="card__title">
          <Link href={projectPath(project, language)} className="card__link">
            {title}
          </Link>
        </Heading>
        <p className="card__address">{addressText(project, { lang: language })}</p>
        {total > 0 ? (
          <ul className="card__facts">
            <li className="card__units">{unitsLine(soldOut ? 0 : available, total)}</li>
          </ul>
        ) : null}
      </div>
    </article>
  );
}
