/**
 * The documents of a property or project: name, type and size, each a link that opens
 * or downloads the file. Loaded when its place on the page comes near (Documents.tsx).
 */
import type { Language } from '../../../core/i18n/languages.ts';
import type { DocumentFile } from '../../../core/property/types.ts';
import styles from './documents.css?inline';
import { formatFileSize } from '../../../core/format/numbers.ts';
import { useShadowStyles } from '../../define/styles.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import { safeUrl } from '../../../core/format/safe-url.ts';

const TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/zip': 'ZIP',
};

/** A MIME type as people name the file: `application/pdf` → PDF. */
export function documentType(mimeType: string): string {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return TYPES[type] ?? (type.split('/')[1] ?? type).toUpperCase();
}

export interface DocumentListProps {
  documents: readonly DocumentFile[];
  language: Language;
}

export function DocumentList({ documents, language }: DocumentListProps) {
  useShadowStyles(styles);
  return (
    <ul className="documents" part="documents">
      {documents.map((document) => {
        const href = safeUrl(document.Url, { relative: true });
        const name = (
          <>
            <span className="document__icon" aria-hidden="true">
              {documentType(document.MimeType)}
            </span>
            <span className="document__name">{textIn(document.Name, language)}</span>
            <span className="document__meta">
              {documentType(document.MimeType)}, {formatFileSize(document.Size, language)}
            </span>
          </>
        );
        return (
          <li key={document.ID}>
            {/* an address that is no web address (`javascript:` from the CRM) gives no link */}
            {href ? (
              <a className="document" href={href} type={document.MimeType}>
                {name}
              </a>
            ) : (
              <span className="document document--unavailable">{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
