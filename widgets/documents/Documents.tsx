import { useLingui } from '@lingui/react/macro';
import { DOCUMENT_TITLES, DOWNLOAD_DOCUMENTS, type DownloadDocument, documentDownloadPath, documentFitsGoal, isDownloadDocument } from '../../core/documents/downloads.ts';
import { goalOf } from '../../core/property/goal.ts';
import type { ElementContext } from '../define/context.ts';
import { useAboutProperty } from '../property/AboutProperty.tsx';
import { useQueryParam } from '../form/page-context.ts';
import { parseId } from '../../core/routing/id.ts';
import { Heading, below, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { useAgencyStore } from '../define/page-context.ts';
import { useElementId } from '../define/element-id.ts';

export interface DocumentsProps {
  /** one document only: offer, rental or power-of-attorney */
  document?: string;
  /** default: the `property` query parameter */
  propertyId?: number;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function Documents({ document, propertyId, headingLevel, language }: DocumentsProps & ElementContext) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const api = useAgencyStore((state) => state.config.api);
  const id = parseId(propertyId) ?? parseId(useQueryParam('property'));
  const property = useAboutProperty('contact', id, language, false);
  const one = document?.trim();
  // a property's forms are those that fit it (no rental application for a house for sale);
  // one document asked by name that does not fit it comes blank
  const fits = (item: DownloadDocument) => !property.property || documentFitsGoal(item, goalOf(property.property.Goal));
  const shown: readonly DownloadDocument[] = isDownloadDocument(one) ? [one] : DOWNLOAD_DOCUMENTS.filter(fits);
  const level = toHeadingLevel(headingLevel, 2);
  const descriptions: Record<DownloadDocument, string> = {
    offer: t({
      id: 'documents.offer',
      message: 'Make a written offer on a property: the price, how long it holds and your conditions. Sign it and return it to us.',
    }),
    rental: t({
      id: 'documents.rental',
      message: 'Apply to rent a property: who would live there, from when and with what income. It asks nothing more than our online form and the law of the property’s region allow.',
    }),
    'power-of-attorney': t({
      id: 'documents.powerOfAttorney',
      message: 'Let someone act in your name: visit, sign or collect the keys when you cannot come yourself.',
    }),
  };
  return (
    <section className="documents" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="documents__heading">
        <span part="heading">
          {shown.length === 1 ? i18n._(DOCUMENT_TITLES[shown[0]!]) : t({ id: 'documents.heading', message: 'Documents to download' })}
        </span>
      </Heading>
      {property.about}
      <p className="documents__intro">
        {id
          ? t({ id: 'documents.introProperty', message: 'These forms come filled in with the reference, address and price of this property. Print them, fill them in and sign them.' })
          : t({ id: 'documents.intro', message: 'Print the form you need, fill it in and sign it, and return it to us by post, by e-mail or at our office.' })}
      </p>
      <ul className="documents__list">
        {shown.map((item) => (
          <li key={item} className="documents__item" part="item">
            <Heading level={below(level)} className="documents__title">
              {i18n._(DOCUMENT_TITLES[item])}
            </Heading>
            <p>{descriptions[item]}</p>
            <a className="button documents__download" part="download" href={`${api}${documentDownloadPath(item, language, fits(item) ? id : undefined)}`} type="application/pdf">
              {t({ id: 'documents.download', message: 'Download the PDF' })}
              <span className="visually-hidden">: {i18n._(DOCUMENT_TITLES[item])}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
