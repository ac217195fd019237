/**
 * The property or project a request names, from the repositories' one lookup by id, or
 * the contract's 404: a listing that is offline answers as one that never existed.
 */
import type { Project, Property } from '../../../core/property/types.ts';
import type { Listings } from '../repositories/listings.ts';
import type { Projects } from '../repositories/projects.ts';
import { fail } from './errors.ts';

export async function foundProperty(listings: Listings, id: number | undefined): Promise<Property> {
  const property = id === undefined ? undefined : await listings.published(id);
  if (!property) fail('property_not_found');
  return property;
}

export async function foundProject(projects: Projects, id: number | undefined): Promise<Project> {
  const project = id === undefined ? undefined : await projects.published(id);
  if (!project) fail('project_not_found');
  return project;
}
