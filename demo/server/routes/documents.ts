/**
 * `GET /documents/:document.pdf?lang=&property=`: the agency's forms to download
 * (purchase offer, rental application, power of attorney) as PDFs made on request, in
 * the visitor's language, on the agency's letterhead, and filled in with a property's
 * reference, address and price when `property` names one that is online and the document
 * fits it (a rental application for a property for rent, an offer for one for sale).
 */
import { documentFitsGoal, isDownloadDocument } from '../../../core/documents/downloads.ts';
import { goalOf } from '../../../core/property/goal.ts';
import { fail } from '../http/errors.ts';
import { visitorLanguage } from '../http/language.ts';
import { publicOrigin } from '../http/public-url.ts';
import { foundProperty } from '../http/lookup.ts';
import { agencyLetterhead, renderDocument } from '../pdf/document.ts';
import { downloadDocument } from '../pdf/downloads.ts';
import { routes } from './plugin.ts';

export const documentRoutes = routes('documents', ['repositories', 'settings'], (api, context) => {
  const { settings } = context;
  api.get('/documents/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const document = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    if (!isDownloadDocument(document)) fail('not_found');
    const raw = (request.query as { property?: unknown }).property;
    let propertyId: number | undefined;
    if (raw !== undefined && raw !== '') {
      propertyId = /^\d{1,15}$/.test(String(raw)) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(propertyId) || propertyId < 1) fail('bad_request');
    }
    const property = propertyId === undefined ? undefined : await foundProperty(context.repositories.listings, propertyId);
    // no rental application filled in with a house for sale, no offer on a flat to let
    if (property && !documentFitsGoal(document, goalOf(property.Goal))) fail('not_found');
    const language = visitorLanguage(request, settings.agencyLanguage);
    const pdf = await renderDocument(
      downloadDocument({
        document,
        language,
        agency: agencyLetterhead(settings, publicOrigin(settings)),
        ...(property ? { property } : {}),
        marqueeIgnore: settings.marqueeIgnore,
      }),
    );
    const name = `${document}${property ? `-${property.Reference ?? property.ID}` : ''}-${language}.pdf`.replace(/[^\w.-]/g, '_');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .header('Cache-Control', 'no-cache')
      .header('Content-Language', language)
      .send(pdf);
  });
});
