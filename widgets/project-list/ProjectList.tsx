/**
 * The agency's new-build projects as cards, with page links when there are more than a
 * page holds. The page is kept in the URL; while the next page loads the current one
 * stays in place, and the polite live region says what came back.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ProjectQuery } from '../../core/api/contract.ts';
import { emptyMessages, routeMessages } from '../../core/messages.ts';
import { type ElementContext, emit } from '../define.ts';
import { LoadFailure, Status } from '../ui/Alert.tsx';
import { useResource } from '../ui/api.ts';
import '../property-list/events.ts';
import { Pagination } from '../ui/Pagination.tsx';
import { CardSkeletons } from '../property-list/Skeleton.tsx';
import { COLUMNS, useDeviceClass } from '../property-list/use-device-class.ts';
import { useUrlSearch } from '../property-list/use-url-search.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { readPageParam, writePageParam } from './page-param.ts';
import { projects } from '../../core/api/resources/projects.ts';

export interface ProjectListProps {
  pageSize?: number;
  /** the heading's text (default: "New developments") */
  heading?: string;
  /** 1–3; the cards' titles are one level below */
  headingLevel?: number;
}

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.round(value)));
}

export function ProjectList({ pageSize: requestedSize, heading, headingLevel, host, language }: ProjectListProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const summary = useRef<HTMLParagraphElement>(null);
  const device = useDeviceClass();
  const level = clamp(headingLevel, 1, 3, 2);
  const pageSize = clamp(requestedSize, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);

  const [search, navigate] = useUrlSearch();
  const page = readPageParam(search);
  const [attempt, setAttempt] = useState(0);
  const query: ProjectQuery = { page, pageSize, lang: language };
  const results = useResource((api, signal) => projects(api).list(query, { signal }), [page, pageSize, language, attempt]);
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

  const goToPage = (target: number) => {
    navigate(writePageParam(target, location.search), 'push');
    const element = summary.current;
    if (element) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
    }
  };

  const count = data?.total ?? 0;
  const countText = t({ id: 'projectList.count', message: plural(count, { one: '# project', other: '# projects' }) });
  const shownPage = data?.page ?? page;
  const pageCount = data?.pageCount ?? 0;
  const pagesText = t({ id: 'projectList.pages', message: `Page ${shownPage} of ${pageCount}` });
  const empty = data !== undefined && data.total === 0;
  const title = data ? (pageCount > 1 ? `${countText} · ${pagesText}` : countText) : '';
  const announcement = results.status === 'ready' ? (empty ? i18n._(emptyMessages.projects.id) : title) : '';
  const loading = results.status === 'loading';
  const Heading = `h${level}` as 'h2';

  return (
    <section className="list" aria-labelledby={headingId} part="list">
      <Heading id={headingId} className="list__heading" part="heading">
        {heading?.trim() || i18n._(routeMessages.projects.id)}
      </Heading>
      <div className="results" aria-busy={loading ? 'true' : 'false'}>
        {/* there from the start, so the cards do not move down when the count arrives */}
        {!empty ? (
          <div className="toolbar">
            <p className="summary" ref={summary} tabIndex={-1}>
              {title}
              {loading && data ? (
                <span className="summary__loading">
                  <span className="spinner" aria-hidden="true" />
                  <span className="visually-hidden">{t({ id: 'projectList.loading', message: 'Loading…' })}</span>
                </span>
              ) : null}
            </p>
          </div>
        ) : null}
        <Status visuallyHidden>{announcement}</Status>
        {results.status === 'error' ? (
          <LoadFailure messageId={results.error.messageId} onRetry={() => setAttempt(attempt + 1)} />
        ) : null}
        {data === undefined && results.status !== 'error' ? <CardSkeletons count={Math.min(pageSize, 3)} /> : null}
        {empty ? (
          <div className="empty" part="empty">
            <p className="empty__message">{i18n._(emptyMessages.projects.id)}</p>
          </div>
        ) : null}
        {data && data.items.length > 0 ? (
          <ul className="grid">
            {data.items.map((project, index) => (
              <li key={project.ID}>
                <ProjectCard
                  project={project}
                  language={language}
                  headingLevel={(level + 1) as 2 | 3 | 4}
                  eager={index < COLUMNS[device]}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {data ? (
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            label={pagesText}
            hrefFor={(target) => `${location.pathname}${writePageParam(target, location.search)}`}
            onPage={goToPage}
            compact={device === 'mobile'}
          />
        ) : null}
      </div>
    </section>
  );
}
