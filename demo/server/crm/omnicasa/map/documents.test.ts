// Documents from GetDocumentList: name, address, size and type, and what makes one unreadable.
import { describe, expect, it } from 'vitest';
import { mapDocument } from './documents.ts';

const document = (changes: Record<string, unknown> = {}) => ({
  ID: 34000011,
  ObjectID: 3400001,
  Description: 'Bodemattest',
  FileName: 'bodemattest.pdf',
  Url: 'https://media.omnicasa.example/docs/34000011.pdf',
  FileSize: 48_213,
  ContentType: 'application/pdf',
  ...changes,
});

describe('a document', () => {
  it.each([
    ['as the CRM describes it', {}, { objectId: 3400001, document: { ID: 34000011, Name: { nl: 'Bodemattest' }, Url: 'https://media.omnicasa.example/docs/34000011.pdf', Size: 48_213, MimeType: 'application/pdf' } }],
    ['no description: the file name names it', { Description: null }, { objectId: 3400001, document: expect.objectContaining({ Name: { nl: 'bodemattest.pdf' } }) }],
    ['no content type: the extension tells it', { ContentType: null, FileName: 'plan.PNG' }, { objectId: 3400001, document: expect.objectContaining({ MimeType: 'image/png' }) }],
    ['no size: 0', { FileSize: undefined }, { objectId: 3400001, document: expect.objectContaining({ Size: 0 }) }],
  ])('%s', (_name, changes, expected) => {
    expect(mapDocument(document(changes), 'nl')).toEqual({ ok: true, value: expected });
  });

  it('is named in the language of the call', () => {
    const result = mapDocument(document({ Description: 'Attestation du sol' }), 'fr');
    expect(result.ok && result.value.document.Name).toEqual({ fr: 'Attestation du sol' });
  });

  it.each([
    ['no address', { Url: null }, 'Url', 'missing'],
    ['no owner record', { ObjectID: undefined }, 'ObjectID', 'missing'],
    ['a size in words', { FileSize: 'large' }, 'FileSize', 'not a number'],
    ['nothing to name it by', { Description: null, FileName: null }, 'Description', 'missing'],
  ])('%s is reported', (_name, changes, field, problem) => {
    expect(mapDocument(document(changes), 'nl')).toEqual({ ok: false, problems: [{ kind: 'document', id: 34000011, field, problem }] });
  });
});
