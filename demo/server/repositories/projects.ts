/** The agency's new-build projects with their units (Omnicasa: GetProjectList, GetProject). */
import type { Page } from '../../../core/api/contract.ts';
import type { AvailabilityState, Project } from '../../../core/property/types.ts';
import type { Paging } from '../../../core/api/paging.ts';

/** `GET /projects` as the server reads it. */
export interface ProjectSearch extends Paging {
  city?: string;
  zip?: string;
  status?: AvailabilityState[];
}

export interface Projects {
  /** One page of the online projects, those with units left first: sold-out ones only show what the agency did. */
  search(query: ProjectSearch): Promise<Page<Project>>;
  /** The one lookup of a project by id: only one that is online may be shown or asked about. */
  published(id: number): Promise<Project | undefined>;
  /** Up to three other projects that still have units, for the detail page's "similar projects". */
  similar(project: Project): Promise<Project[]>;
}
