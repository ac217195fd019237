import type { Language } from '../../i18n/languages.ts';
import type { Project, ProjectSummary } from '../../property/types.ts';
import { type CallOptions, type Transport, listOf, apiRead } from '../client.ts';
import type { Page, ProjectQuery } from '../contract.ts';
import { pageSchema } from '../schemas/common.ts';
import { projectSchema, projectSummarySchema } from '../schemas/project.ts';

/** `GET /projects`, `/projects/:id` and `/projects/:id/similar`. */
export const projectReads = {
  list: (query: ProjectQuery = {}) => apiRead('/projects', pageSchema(projectSummarySchema), { ...query }),
  get: (id: number, lang?: Language) => apiRead(`/projects/${encodeURIComponent(id)}`, projectSchema, { lang }),
  similar: (id: number, lang?: Language) =>
    apiRead(`/projects/${encodeURIComponent(id)}/similar`, listOf(projectSummarySchema), { lang }, { pick: (answer) => answer.items }),
};

export function projects(api: Transport) {
  return {
    list: (query: ProjectQuery = {}, call: CallOptions = {}): Promise<Page<ProjectSummary>> => projectReads.list(query).load(api, call.signal),
    get: (id: number, lang?: Language, call: CallOptions = {}): Promise<Project> => projectReads.get(id, lang).load(api, call.signal),
    similar: (id: number, lang?: Language, call: CallOptions = {}): Promise<ProjectSummary[]> => projectReads.similar(id, lang).load(api, call.signal),
  };
}
