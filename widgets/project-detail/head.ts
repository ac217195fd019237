/**
 * The head of a project's page (define/prerender.ts, usePageHead): its title, description,
 * picture and addresses. What writes them loads when they are asked for: on the server.
 */
import type { Project } from '../../core/property/types.ts';
import { projectTitle } from '../../core/property/title.ts';
import { projectPath } from '../../core/routing/page-paths.ts';
import type { HeadContext, PageHead } from '../define/prerender.ts';

export async function projectHead(project: Project, page: HeadContext): Promise<PageHead> {
  const { detailHead } = await import('../ui/detail/detail-head.ts');
  return detailHead({ ...project, title: projectTitle(project, page.language), pathIn: (language) => projectPath(project, language) }, page);
}
