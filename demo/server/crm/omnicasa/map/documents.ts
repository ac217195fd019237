/**
 * Documents: the items of GetDocumentList (`{ ID, ObjectID, Description, FileName, Url,
 * FileSize, ContentType }`, read in one call per batch of listings) onto core's
 * DocumentFile, with the listing or project they belong to. The name is the CRM's
 * description in the language of the call, else the file's name.
 */
import type { Language } from '../../../../../core/i18n/languages.ts';
import type { DocumentFile } from '../../../../../core/property/types.ts';
import { type Mapped, RecordReader } from '../../mapping.ts';

export interface MappedDocument {
  /** the listing or project the document belongs to */
  objectId: number;
  document: DocumentFile;
}

const MIME_OF_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function mapDocument(item: unknown, language: Language): Mapped<MappedDocument> {
  const read = RecordReader.single('document', item);
  const id = read.integer('ID', { required: true, min: 1 });
  const objectId = read.integer('ObjectID', { required: true, min: 1 });
  const url = read.text('Url', { required: true });
  const file = read.text('FileName');
  const name = read.text('Description') ?? file;
  if (name === null) read.report('Description', 'missing');
  const size = read.integer('FileSize', { min: 0 });
  const extension = (file ?? url ?? '').split('?')[0]!.split('.').pop()?.toLowerCase() ?? '';
  const mime = read.text('ContentType') ?? MIME_OF_EXTENSION[extension] ?? 'application/octet-stream';
  return read.result(() => ({
    objectId: objectId!,
    document: { ID: id!, Name: { [language]: name! }, Url: url!, Size: size ?? 0, MimeType: mime },
  }));
}
