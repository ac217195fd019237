/**
 * `GET /properties/:id/brochure.pdf?lang=`: a property's brochure (../pdf/brochure.ts), made
 * on request in `?lang=` (else Accept-Language, else the agency's language). Its link and
 * QR code point at the property's page under the configured public URL (`PUBLIC_URL`);
 * without one the brochure carries neither, since a request's own Host header is no
 * address to print on paper.
 */
import { propertyPath } from '../../../core/routing/page-paths.ts';
import { visitorLanguage } from '../http/language.ts';
import { foundProperty } from '../http/lookup.ts';
import { readId } from '../http/query.ts';
import { brochurePhotos, renderBrochure } from '../pdf/brochure.ts';
import { agencyLetterhead } from '../pdf/document.ts';
import { routes } from './plugin.ts';

/** A listing changes when the agency edits it: five minutes of caching spares the work of a brochure asked for again and again. */
const BROCHURE_CACHE = 'public, max-age=300';

export const brochureRoutes = routes('brochure', ['repositories', 'settings'], (api, context) => {
  const { settings } = context;
  api.get('/properties/:id/brochure.pdf', async (request, reply) => {
    const property = await foundProperty(context.repositories.listings, readId((request.params as { id: string }).id));
    const language = visitorLanguage(request, settings.agencyLanguage);
    const pdf = await renderBrochure({
      property,
      language,
      agency: agencyLetterhead(settings, settings.publicUrl),
      ...(settings.publicUrl ? { pageUrl: `${settings.publicUrl}${propertyPath(property, language)}` } : {}),
      photos: await brochurePhotos(property, context.repositories.media),
      marqueeIgnore: settings.marqueeIgnore,
    });
    const name = `${property.Reference ?? property.ID}-${language}.pdf`.replace(/[^\w.-]/g, '_');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .header('Cache-Control', BROCHURE_CACHE)
      .header('Content-Language', language)
      .header('Vary', 'Accept-Language')
      .send(pdf);
  });
});
