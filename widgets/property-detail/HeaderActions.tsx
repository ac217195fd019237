/**
 * Under a property's title: its heart (the visitor's favourites), sharing it (the
 * platform's share sheet where there is one, otherwise copying the link and a mail) and
 * its brochure, the PDF the server makes in the page's language. Showing the page also
 * records it among the visitor's recently viewed properties, for the list pages' strip;
 * both stay in this browser (core/favourites).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { url } from '../../core/api/client.ts';
import { recordView } from '../../core/favourites/recently-viewed.ts';
import { addressText } from '../../core/format/address.ts';
import { safePicture, safePictures } from '../../core/format/safe-url.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { Property } from '../../core/property/types.ts';
import { propertyPath } from '../../core/routing/page-paths.ts';
import { useAgencyStore } from '../define/page-context.ts';
import { FavouriteButton } from '../property/FavouriteButton.tsx';
import { sessionStore } from '../ui/storage/web-storage.ts';

export function HeaderActions({ property, title, language }: { property: Property; title: string; language: Language }) {
  const { t } = useLingui();
  const api = useAgencyStore((state) => state.config.api);
  // the server renders the buttons every browser has; the share sheet replaces them where there is one
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState('');
  // the page's own address, known in the browser only
  const [pageUrl, setPageUrl] = useState('');
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
    setPageUrl(location.href);
    recordView(sessionStore, {
      id: property.ID,
      lang: language,
      title,
      path: propertyPath(property, language),
      picture: safePicture(property.MainPicture)?.Thumbs.low ?? '',
      others: safePictures(property.Pictures).map((picture) => picture.Thumbs.low),
    });
  }, [property.ID, language]);
  const address = addressText(property, { lang: language });
  const share = () => void navigator.share({ title, text: address, url: pageUrl }).catch(() => undefined);
  const copy = () =>
    void navigator.clipboard?.writeText(pageUrl).then(
      () => setCopied(t({ id: 'propertyDetail.share.copied', message: 'The link is copied.' })),
      () => setCopied(t({ id: 'propertyDetail.share.copyFailed', message: 'The link could not be copied: copy it from the address bar.' })),
    );
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${address}\n${pageUrl}`)}`;
  return (
    <div className="header-actions" part="header-actions">
      <FavouriteButton property={property} title={title} />
      {canShare ? (
        <button type="button" className="button button--secondary" onClick={share}>
          {t({ id: 'propertyDetail.share', message: 'Share' })}
        </button>
      ) : (
        <>
          <button type="button" className="button button--secondary" onClick={copy}>
            {t({ id: 'propertyDetail.share.copy', message: 'Copy the link' })}
          </button>
          <a className="button button--secondary" href={mail}>
            {t({ id: 'propertyDetail.share.mail', message: 'Send by mail' })}
          </a>
        </>
      )}
      <a className="button button--secondary" part="brochure" href={url(api, `/properties/${property.ID}/brochure.pdf`, { lang: language })} download>
        {t({ id: 'propertyDetail.brochure', message: 'Brochure (PDF)' })}
      </a>
      <p className="header-actions__status" role="status">
        {copied}
      </p>
    </div>
  );
}
