/**
 * The agency's new-build projects as cards, with page links when there are more than a
 * page holds. The page is kept in the URL; while the next page loads the current one
 * stays in place, and the polite live region says what came back.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ProjectQuery } from '../../core/api/contract.ts';
import { projectReads } from '../../core/api/resources/projects.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import * as emptyMessages from '../../core/messages/empty.ts';
import * as routeMessages from '../../core/messages/route.ts';
import { type ElementContext } from '../define/context.ts';
import { useElementId } from '../define/element-id.ts';
import { emit } from '../define/events.ts';
import { useResource } from '../ui/api.ts';
import { CardResults } from '../ui/results/CardResults.tsx';
import { listHeadingLevel, listPageSize } from '../ui/results/list-props.ts';
import { usePageLocation } from '../ui/navigation/location.ts';
import '../ui/results/results-event.ts';
import { useDeviceClass } from '../ui/loading/use-device-class.ts';
import { useUrlSearch } from '../ui/navigation/use-url-search.ts';
import { ProjectCard } from '../project/ProjectCard.tsx';
import { readPageParam, writePageParam } from './page-param.ts';

export interface ProjectListProps {
  pageSize?: number;
  /** the heading's text (default: "New developments") */
  heading?: string;
  /** 1–3; the cards' titles are one level below */
  headingLevel?: number;
}

export function ProjectList({ pageSize: requestedSize, heading, headingLevel, host, language }: ProjectListProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const summary = useRef<HTMLParagraphElement>(null);
  const device = useDeviceClass();
  const level = listHeadingLevel(headingLevel);
  const pageSize = listPageSize(requestedSize);

  const here = usePageLocation();
  const [search, navigate] = useUrlSearch();
  const page = readPageParam(search);
  const [attempt, setAttempt] = useState(0);
  const query: ProjectQuery = { page, pageSize, lang: language };
  const results = useResource(projectReads.list(query), [attempt]);
  const data = results.data;

  useEffect(() => {
    if (results.status !== 'ready') return;
    const { total, page: answered, pageCount, moreThanTotal } = results.data;
    // a page past the end (a bookmark from when there were more): show the last one
    if (pageCount > 0 && answered > pageCount) {
      navigate(writePageParam(pageCount, location.search), 'replace');
      return;
    }
    emit(host, 'agency-results', { list: 'projects', query, total, page: answered, pageCount, moreThanTotal });
  }, [results]);

  const count = data?.total ?? 0;
  const pages = data?.pageCount ?? 0;
  // the page numbers as the count is written, in the visitor's language (`Pagina 1.234`)
  const shownPage = formatNumber(data?.page ?? page, language);
  const pageCount = formatNumber(pages, language);
  // past the bound a search counts to, "more than" the count, and no "of Y": the pages there are are not known
  const more = data?.moreThanTotal === true;
  const countText = more
    ? t({ id: 'projectList.countMore', message: plural(count, { other: 'More than # projects' }) })
    : t({ id: 'projectList.count', message: plural(count, { one: '# project', other: '# projects' }) });
  const pagesText = more
    ? t({ id: 'projectList.page', message: `Page ${shownPage}` })
    : t({ id: 'projectList.pages', message: `Page ${shownPage} of ${pageCount}` });
  const title = data ? (pages > 1 || more ? `${countText} · ${pagesText}` : countText) : '';
  const Heading = `h${level}` as 'h2';

  return (
    <section className="list" aria-labelledby={headingId} part="list">
      <Heading id={headingId} className="list__heading" part="heading">
        {heading?.trim() || i18n._(routeMessages.projects.id)}
      </Heading>
      <CardResults
        results={results}
        onRetry={() => setAttempt(attempt + 1)}
        title={title}
        pagesLabel={pagesText}
        emptyMessage={i18n._(emptyMessages.projects.id)}
        skeletons={Math.min(pageSize, 3)}
        device={device}
        keyOf={(project) => project.ID}
        card={(project, eager) => <ProjectCard project={project} language={language} headingLevel={(level + 1) as 2 | 3 | 4} eager={eager} />}
        hrefFor={(target) => `${here.pathname}${writePageParam(target, here.search)}`}
        onPage={(target) => navigate(writePageParam(target, location.search), 'push')}
        summaryRef={summary}
      />
    </section>
  );
}
