/**
 * Many agencies on one PostgreSQL (AGENCIES=database): a request is for the agency whose
 * site or API host it was sent to, matched exactly against the registry (tenancy/
 * registry.ts), and runs in that agency's scope (db/agency-scope.ts), so every query it
 * makes sets that agency in its transaction and row-level security shows it that
 * agency's rows only. The host is Fastify's `request.host`: the Host header, or
 * X-Forwarded-Host only when TRUST_PROXY trusts the proxy that set it. An unknown or
 * disabled host answers 404 and reaches no route: there is no default agency. A known
 * host's agency is kept a few seconds (HOST_TTL_MS), so disabling one takes that long. The one
 * exception is the health check (`anyHost`), which a load balancer asks by the instance's
 * own address and which then reads no agency's row.
 *
 * The scope is entered in onRequest and entered again in preValidation, from the async
 * resource made in it: a body is read on the socket's events, which carry the context the
 * connection had, not the request's. Before the first hook of any other plugin runs, the
 * agency's settings are loaded (tenancy/agency-settings.ts): from there on `app.settings`
 * reads the agency's own, CORS included.
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inAgency } from '../db/agency-scope.ts';
import { HttpError, sendError } from '../http/errors.ts';
import { prepareAgency } from '../tenancy/agency-settings.ts';
import { normalHost, rememberHost } from '../tenancy/hosts.ts';
import { agencyOfHostKept, bypassesRowSecurity } from '../tenancy/registry.ts';
import { secretsKey } from '../tenancy/sealed.ts';

export const tenancyPlugin = fp(
  async (app) => {
    if (app.settings.agencies !== 'database') return;
    const bypass = await bypassesRowSecurity(app.database);
    if (bypass) throw new Error(bypass);
    // the agencies' secrets (captcha keys, CRM credentials) open with it: without it the server does not start
    secretsKey(app.settings.agencySecretsKey);
    const scopes = new WeakMap<FastifyRequest, AsyncResource>();
    const agencyOfHost = agencyOfHostKept(app.database);
    app.addHook('onRequest', (request, reply, done) => {
      agencyOfHost(request.host).then(
        (agency) => {
          if (agency === undefined) {
            // the process's health is no agency's: a balancer asks it by the instance's own address
            if ((request.routeOptions.config as { anyHost?: boolean } | undefined)?.anyHost) return done();
            return void sendError(reply, new HttpError('not_found'));
          }
          rememberHost(agency, normalHost(request.host)!);
          inAgency(agency, () => {
            scopes.set(request, new AsyncResource('agency-request'));
            // the agency's settings (what app.settings reads in its scope) and signing keys, read once and kept a while
            prepareAgency(app, agency).then(() => done(), done);
          });
        },
        (error: Error) => done(error),
      );
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = scopes.get(request);
      if (scope) scope.runInAsyncScope(done);
      else done();
    });
  },
  { name: 'tenancy', dependencies: ['database'], decorators: { fastify: ['settings', 'database'] } },
);
