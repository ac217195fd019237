import type { Language } from '../../i18n/languages.ts';
import type { Project, ProjectSummary } from '../../property/types.ts';
import { type CallOptions, type Transport, listOf } from '../client.ts';
import type { Page, ProjectQuery } from '../contract.ts';
import { pageSchema } from '../schemas/common.ts';
import { projectSchema, projectSummarySchema } from '../schemas/project.ts';

/** `GET /projects`, `/projects/:id` and `/projects/:id/similar`. */
export function projects({ get }: Transport) {
  return {
    list: (query: ProjectQuery = {}, call: CallOptions = {}): Promise<Page<ProjectSummary>> =>
      get('/projects', pageSchema(projectSummarySchema), { ...query }, call),
    get: (id: number, lang?: Language, call: CallOptions = {}): Promise<Project> =>
      get(`/projects/${encodeURIComponent(id)}`, projectSchema, { lang }, call),
    similar: async (id: number, lang?: Language, call: CallOptions = {}): Promise<ProjectSummary[]> =>
      (await get(`/projects/${encodeURIComponent(id)}/similar`, listOf(projectSummarySchema), { lang }, call)).items,
  };
}
