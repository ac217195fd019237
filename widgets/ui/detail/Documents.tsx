/**
 * The documents of a property or project, or the spec's "no documents" message. The
 * list's code loads as the visitor scrolls near (DocumentList.tsx); until then, one
 * placeholder per document holds its place.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../core/i18n/languages.ts';
import * as emptyMessages from '../../../core/messages/empty.ts';
import type { DocumentFile } from '../../../core/property/types.ts';
import { Deferred, lazyPart } from '../loading/Deferred.tsx';
import type { DocumentListProps } from './DocumentList.tsx';

const list = lazyPart<DocumentListProps>(async () => (await import('./DocumentList.tsx')).DocumentList);

export function Documents({ documents, language }: { documents: readonly DocumentFile[]; language: Language }) {
  const { i18n } = useLingui();
  if (documents.length === 0) return <p className="empty">{i18n._(emptyMessages.documents.id)}</p>;
  return (
    <Deferred part={list} props={{ documents, language }}>
      <ul className="documents" aria-hidden="true">
        {documents.map((document) => (
          <li key={document.ID} className="document placeholder" />
        ))}
      </ul>
    </Deferred>
  );
}
