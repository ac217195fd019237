/**
 * Every call of the API on one object, for tests, scripts and integrators who want the
 * whole surface. Widgets import the resources they use instead (core/api/resources/),
 * so a page carries only those.
 */
import { type ApiClientOptions, type CallOptions, createTransport } from './client.ts';
import { appointments } from './resources/appointments.ts';
import { captcha } from './resources/captcha.ts';
import { consents } from './resources/consents.ts';
import { owner } from './resources/owner.ts';
import { projects } from './resources/projects.ts';
import { properties } from './resources/properties.ts';
import { propertyDetails } from './resources/property.ts';
import { reference } from './resources/reference.ts';
import { requests } from './resources/requests.ts';
import { visits } from './resources/visits.ts';
import { healthSchema } from './schemas/common.ts';

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    ...transport,
    health: (call: CallOptions = {}) => transport.get('/health', healthSchema, undefined, call),
    properties: { ...properties(transport), ...propertyDetails(transport) },
    projects: projects(transport),
    reference: reference(transport),
    requests: requests(transport),
    visits: visits(transport),
    owner: owner(transport),
    appointments: appointments(transport),
    consents: consents(transport),
    captcha: captcha(transport),
  };
}
