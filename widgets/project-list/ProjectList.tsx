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
    const { total, pageCount } = results.data;
    // a page past the end (a bookmark from when there were more): show the last one
    if (pageCount > 0 && results.data.page > pageCount) {
      navigate(writePageParam(pageCount, location.search), 'replace');
      return;
    }
    emit(host, 'agency-results', { list: 'projects', query, total, page: results.data.page, pageCount });
  }, [results]);

  const count = data?.total ?? 0;
  const countText = t({ id: 'projectList.count', message: plural(count, { one: '# project', other: '# projects' }) });
  const shownPage = data?.page ?? page;
  const pageCount = data?.pageCount ?? 0;
  const pagesText = t({ id: 'projectList.pages', message: `Page ${shownPage} of ${pageCount}` });
  const title = data ? (pageCount > 1 ? `${countText} · ${pagesText}` : countText) : '';
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
