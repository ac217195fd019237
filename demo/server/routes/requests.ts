/**
 * `POST /requests/:kind`: every public form, through the submission pipeline
 * (submissions/pipeline.ts: read, Idempotency-Key, validation with the core/forms schema
 * the browser uses, refusals, captcha). Here: what a lead is, stored with its files and
 * its mails in one unit of work; what a kind does beyond that is its entry in
 * submissions/request-kinds.ts.
 */
import { randomUUID } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { isRequestKind, type RequestKind } from '../../../core/api/contract.ts';
import { API_PATH } from '../../../core/config.ts';
import { requestRefusal } from '../../../core/property/availability.ts';
import type { Project, Property } from '../../../core/property/types.ts';
import { fail } from '../http/errors.ts';
import { visitorLanguage } from '../http/language.ts';
import { apiOrigin, publicOrigin } from '../http/public-url.ts';
import { foundProject, foundProperty } from '../http/lookup.ts';
import { requestMails, type UploadedFile } from '../mail/compose.ts';
import { queueSubmissionMails } from '../mail/recipient-limit.ts';
import { commit } from '../submissions/pipeline.ts';
import { emailOf, REQUEST_KINDS_HANDLED, type RequestInput } from '../submissions/request-kinds.ts';
import { storeUpload } from '../uploads.ts';
import { routes } from './plugin.ts';

const kindOf = (request: FastifyRequest): RequestKind => {
  const { kind } = request.params as { kind: string };
  if (!isRequestKind(kind)) fail('not_found');
  return kind;
};

export const requestRoutes = routes('requests', ['now', 'repositories', 'settings', 'stores', 'transaction'], (api, context) => {
  const { settings } = context;
  const { listings, projects } = context.repositories;
  const handlerOf = (kind: RequestKind) => REQUEST_KINDS_HANDLED[kind] ?? {};

  api.post(
    '/requests/:kind',
    {
      config: {
        submission: {
          form: kindOf,
          validation: async (submission) => (await handlerOf(submission.form as RequestKind).validation?.(submission.data, context)) ?? {},
          async check(submission, request) {
            const kind = kindOf(request);
            const { value, found } = submission;
            const property = typeof value.propertyId === 'number' ? await foundProperty(listings, value.propertyId) : undefined;
            const project = typeof value.projectId === 'number' ? await foundProject(projects, value.projectId) : undefined;
            // the rule the forms already show: no visit, offer or rental application for what is gone
            const refusal = property && requestRefusal(kind, property.Status);
            if (refusal) fail(refusal);
            await handlerOf(kind).check?.(value, property, context, request.ip);
            Object.assign(found, { property, project });
          },
        },
      },
    },
    async (request, reply) => {
      const kind = kindOf(request);
      const handler = handlerOf(kind);
      const { value, files, found } = request.submission;
      const property = found.property as Property | undefined;
      const project = found.project as Project | undefined;
      const language = visitorLanguage(request, settings.agencyLanguage);
      const kept = handler.kept?.(value) ?? { ...value };
      const stored: UploadedFile[] = [];
      try {
        for (const file of files) {
          const { path, storedName } = storeUpload(settings.dataDir, file.bytes, file.type as Parameters<typeof storeUpload>[2]);
          stored.push({ field: file.field, name: file.name, size: file.bytes.length, path, type: file.type });
          kept[file.field] = { name: file.name, size: file.bytes.length, type: file.type, stored: storedName };
        }
        const input: RequestInput = {
          context,
          kind,
          id: randomUUID(),
          value,
          kept,
          property,
          project,
          language,
          files: stored,
          ip: request.ip,
          siteUrl: publicOrigin(settings),
          apiUrl: `${apiOrigin(settings)}${API_PATH}`,
          now: new Date(context.now()).toISOString(),
        };
        const finish = await handler.prepare?.(input);
        return await commit(request, reply, context, async (unit) => {
          const added = await unit.repositories.leads.add({
            id: input.id,
            kind,
            propertyId: property?.ID ?? null,
            projectId: project?.ID ?? null,
            email: emailOf(value),
            language,
            data: kept,
            createdAt: input.now,
            uploads: stored.map((file) => ({ field: file.field, originalName: file.name, mime: file.type, size: file.size, storedName: file.path.split('/').pop()! })),
          });
          // two tabs asking for the same documents at once: the first one got them
          if (!added) fail('documents_already_requested');
          const links = (await handler.store?.(unit, input)) ?? {};
          const mails = requestMails({
            kind,
            language,
            agencyLanguage: settings.agencyLanguage,
            agencyEmail: settings.agencyEmail,
            agencyName: settings.agencyName,
            value: handler.mailed?.(input) ?? kept,
            ...(property ? { property } : {}),
            ...(project ? { project } : {}),
            files: stored,
            siteUrl: input.siteUrl,
            mediaOrigin: apiOrigin(settings),
            marqueeIgnore: settings.marqueeIgnore,
            links,
          });
          finish?.(mails);
          // an address typed in gets a few mails a day, whoever asks: past that, the same answer, the lead stored, the agency told
          await queueSubmissionMails(context, unit, mails);
          return { status: 201, body: { id: input.id } };
        });
      } catch (error) {
        // nothing was stored: the files go too
        stored.forEach((file) => unlinkSync(file.path));
        throw error;
      }
    },
  );
});
