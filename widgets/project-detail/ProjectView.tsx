/**
 * A loaded project: photos; title, address (published or not, spec §5), price range and
 * units left; description, delivery, technical and location texts; the price list of
 * its units; documents; the agent's card; other projects. A sold-out project says so.
 * The documents' list and the other projects' cards load as the visitor scrolls near.
 */
import { useLingui } from '@lingui/react/macro';
import { addressText } from '../../core/format/address.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as emptyMessages from '../../core/messages/empty.ts';
import * as stateMessages from '../../core/messages/state.ts';
import { unavailableMessage } from '../../core/property/availability.ts';
import type { Project } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { useResource } from '../ui/api.ts';
import { Gallery } from '../ui/media/Gallery.tsx';
import { BackLink, DetailHeader } from '../ui/detail/DetailHeader.tsx';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import { Documents } from '../ui/detail/Documents.tsx';
import { below, type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import { ManagerCard } from '../ui/detail/ManagerCard.tsx';
import { RichText } from '../ui/detail/RichText.tsx';
import { STATUS_LABELS } from '../ui/cards/status-labels.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { PriceList } from './PriceList.tsx';
import type { ProjectCardsProps } from './ProjectCards.tsx';
import { usePriceRange } from '../project/price-range.ts';
import { useUnitsLine } from '../project/units.ts';
import { projectReads } from '../../core/api/resources/projects.ts';
import { UnavailableNotice } from '../ui/detail/DetailState.tsx';
import { projectTitle } from '../../core/property/title.ts';

const cards = lazyPart<ProjectCardsProps>(async () => (await import('./ProjectCards.tsx')).ProjectCards);

export interface ProjectViewProps {
  project: Project;
  language: Language;
  level: HeadingLevel;
}

export function ProjectView({ project, language, level }: ProjectViewProps) {
  const { t, i18n } = useLingui();
  const title = projectTitle(project, language);
  const section = below(level);
  const unavailable = unavailableMessage(project.Status);
  const priceRange = usePriceRange(language);
  const unitsLine = useUnitsLine();
  const price = priceRange(project.PriceMin, project.PriceMax);
  const available = project.UnitsAvailable;
  const total = project.UnitsTotal;
  const number = project.ProjectNumber;
  const list = { href: pathFor('projects', language), label: t({ id: 'projectDetail.backToList', message: 'All new developments' }) };
  const texts = [
    { key: 'description', title: t({ id: 'projectDetail.section.description', message: 'Description' }), text: textIn(project.Description, language) },
    { key: 'delivery', title: t({ id: 'projectDetail.section.delivery', message: 'Delivery' }), text: textIn(project.Delivery, language) },
    { key: 'technical', title: t({ id: 'projectDetail.section.technical', message: 'Technical specifications' }), text: textIn(project.Technical, language) },
    { key: 'situation', title: t({ id: 'projectDetail.section.situation', message: 'Location' }), text: textIn(project.Situation, language) },
  ].filter((item) => item.text);

  return (
    <article className="detail project" part="detail">
      <BackLink list={list} />
      <div className="project__layout">
        {/* the photo first, as the portals open on it; the title and the price under it */}
        <div className="project__gallery">
          <Gallery pictures={project.Pictures} subject={title} language={language} />
        </div>
        <div className="project__top">
          <DetailHeader
            title={title}
            level={level}
            address={addressText(project, { lang: language })}
            price={price || project.Status === 'available' ? (price ?? i18n._(stateMessages.priceOnRequest.id)) : null}
            badge={project.Status !== 'available' ? i18n._(STATUS_LABELS[project.Status]) : ''}
            closed
            facts={
              <>
                {number ? <li>{t({ id: 'projectDetail.number', message: `Project ${number}` })}</li> : null}
                {total > 0 ? <li>{unitsLine(available, total)}</li> : null}
              </>
            }
          />
          {unavailable ? <UnavailableNotice messageId={unavailable} list={list} /> : null}
        </div>
        <div className="project__content">
          {texts.map((item) => (
            <Section key={item.key} level={section} className={`text text--${item.key}`} title={item.title}>
              <RichText source={item.text} />
            </Section>
          ))}
          <Section level={section} className="units" title={t({ id: 'projectDetail.section.priceList', message: 'Price list' })}>
            <PriceList units={project.Constructions} subject={title} language={language} />
          </Section>
          <Section level={section} className="files" title={t({ id: 'projectDetail.section.documents', message: 'Documents' })}>
            <Documents documents={project.Documents} language={language} />
          </Section>
        </div>
        {project.Manager ? (
          <div className="project__contact">
            <ManagerCard manager={project.Manager} language={language} level={section} />
          </div>
        ) : null}
      </div>

      <SimilarProjects projectId={project.ID} language={language} level={section} />
    </article>
  );
}

function SimilarProjects({ projectId, language, level }: { projectId: number; language: Language; level: HeadingLevel }) {
  const { t, i18n } = useLingui();
  const similar = useResource(projectReads.similar(projectId, language));
  if (similar.status === 'loading' && !similar.data) return null;
  const items = similar.data ?? [];
  const cardLevel = Math.min(4, Math.max(2, level + 1)) as 2 | 3 | 4;
  return (
    <Section level={level} className="similar" title={t({ id: 'projectDetail.section.similar', message: 'Other new developments' })}>
      {items.length === 0 ? (
        <p className="empty">{i18n._(emptyMessages.projects.id)}</p>
      ) : (
        <Deferred part={cards} props={{ items, language, headingLevel: cardLevel }}>
          <ul className="cards" aria-hidden="true">
            {items.map((item) => (
              <li key={item.ID} className="card-placeholder placeholder" />
            ))}
          </ul>
        </Deferred>
      )}
    </Section>
  );
}
