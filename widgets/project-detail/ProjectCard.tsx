/** A project as a card among similar projects: picture, title (the link), address, prices and units left. Styles: card.css. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { addressText } from '../../core/format/address.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { ProjectSummary } from '../../core/property/types.ts';
import { projectPath } from '../../core/routing/page-paths.ts';
import { Link } from '../ui/Link.tsx';
import { textIn } from '../../core/i18n/translatable.ts';
import { safePicture } from '../../core/format/safe-url.ts';

export interface ProjectCardProps {
  project: ProjectSummary;
  /** its price range (widgets/project/price-range.ts), null when none is published */
  price: string | null;
  language: Language;
  headingLevel: 2 | 3 | 4;
}

export function ProjectCard({ project, price, language, headingLevel }: ProjectCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as 'h3';
  const picture = safePicture(project.MainPicture);
  const available = project.UnitsAvailable;
  const total = project.UnitsTotal;
  return (
    <article className="card" part="card">
      <div className="card__media">
        {picture ? (
          <img src={picture.Thumbs.medium} width={picture.Width} height={picture.Height} alt="" loading="lazy" decoding="async" />
        ) : (
          <div className="card__no-picture" />
        )}
      </div>
      <div className="card__body">
        <p className="card__price">{price ?? t({ id: 'projectDetail.priceOnRequest', message: 'Price on request' })}</p>
        <Heading className="card__title">
          <Link href={projectPath(project, language)} className="card__link">
            {textIn(project.Title, language)}
          </Link>
        </Heading>
        <p className="card__address">{addressText(project, { lang: language })}</p>
        {total > 0 ? (
          <ul className="card__facts">
            <li>
              {t({
                id: 'projectDetail.units',
                message: plural(available, { one: `# of ${total} units available`, other: `# of ${total} units available` }),
              })}
            </li>
          </ul>
        ) : null}
      </div>
    </article>
  );
}
