/**
 * `<agency-project-detail>`: loads the project of its `project-id` (or of the page's URL)
 * in the element's language and shows it, or its loading shape, "not found" with the
 * way to the other projects, or a failure with a retry. A shown project says so with
 * `agency-detail`.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../core/api/errors.ts';
import * as errorMessages from '../../core/messages/error.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { usePageHead } from '../define/prerender.ts';
import { useResource } from '../ui/api.ts';
import { DetailState } from '../ui/detail/DetailState.tsx';
import { toHeadingLevel } from '../ui/controls/Heading.tsx';
import { useRouteId } from '../ui/navigation/use-route-id.ts';
import { ProjectView } from './ProjectView.tsx';
import { projectHead } from './head.ts';
import { refusedRead } from '../../core/api/client.ts';
import { projectReads } from '../../core/api/resources/projects.ts';
import { projectTitle } from '../../core/property/title.ts';
import { useDetailShown } from '../ui/detail/detail-event.ts';
import { loadSanitizer } from '../trusted-types.ts';

// The description's sanitiser (its own chunk) is asked for with the element's code, so it arrives with the data.
loadSanitizer().catch(() => undefined);

export interface ProjectDetailProps {
  /** the project to show; default: the id in the page's URL */
  projectId?: string;
  /** the level of the project's title (default 1: the page's main heading) */
  headingLevel?: number;
}

export function ProjectDetail({ projectId, headingLevel, host, language }: ProjectDetailProps & ElementContext) {
  const { t, i18n } = useLingui();
  const id = useRouteId('project', projectId);
  const [attempt, setAttempt] = useState(0);
  const resource = useResource(id === undefined ? refusedRead(new ApiError('project_not_found')) : projectReads.get(id, language), [attempt]);
  const level = toHeadingLevel(headingLevel);
  const project = resource.data?.ID === id ? resource.data : undefined;
  useDetailShown(host, project && { kind: 'project', id: project.ID, title: projectTitle(project, language), language });
  usePageHead(project && ((page) => projectHead(project, page)));

  if (project) return <ProjectView project={project} language={language} level={level} />;

  return (
    <DetailState
      error={resource.status === 'error' ? resource.error : undefined}
      onRetry={() => setAttempt((count) => count + 1)}
      level={level}
      loading={t({ id: 'projectDetail.loading', message: 'Loading the project…' })}
      failed={t({ id: 'projectDetail.failed', message: 'This project could not be loaded' })}
      missing={{
        title: i18n._(errorMessages.projectNotFound.id),
        text: t({ id: 'projectDetail.notFound.text', message: 'It may have sold out in the meantime, or been taken offline.' }),
        link: { href: pathFor('projects', language), label: t({ id: 'projectDetail.notFound.link', message: 'See all our new developments' }) },
      }}
    />
  );
}
