/**
 * The API (docs/api.md), under API_PATH: JSON or multipart bodies, the submission pipeline
 * every form goes through (submissions/pipeline.ts), then the routes.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { installSubmissions } from '../submissions/pipeline.ts';
import { adminListingRoutes } from './admin-listings.ts';
import { appointmentRoutes } from './appointments.ts';
import { brochureRoutes } from './brochure.ts';
import { catalogueRoutes } from './catalogue.ts';
import { deliveryRoutes } from './deliveries.ts';
import { demandRoutes } from './demands.ts';
import { documentRoutes } from './documents.ts';
import { newsletterRoutes } from './newsletter.ts';
import { ownerRoutes } from './owner.ts';
import { propertyMapRoutes } from './property-map.ts';
import { requestRoutes } from './requests.ts';
import { testimonialRoutes } from './testimonials.ts';
import { unsubscribeRoutes } from './unsubscribe.ts';
import { visitorRoutes } from './visitor.ts';

/** Forms are small: 64 KB holds the longest text any field allows, several times over. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Multipart: the CV or photo (5 MB each) plus the fields. */
export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 2, fields: 60, fieldSize: 64 * 1024, parts: 64 };

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  // JSON or multipart only: a form posted as text is not one the API reads
  api.removeContentTypeParser('text/plain');
  await api.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  // before the routes: the hooks of every route that declares a submission
  installSubmissions(api, api);
  for (const plugin of [
    catalogueRoutes,
    propertyMapRoutes,
    demandRoutes,
    adminListingRoutes,
    requestRoutes,
    ownerRoutes,
    appointmentRoutes,
    visitorRoutes,
    newsletterRoutes,
    unsubscribeRoutes,
    testimonialRoutes,
    documentRoutes,
    brochureRoutes,
    deliveryRoutes,
  ]) {
    await api.register(plugin);
  }
}
