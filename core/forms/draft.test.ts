import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage, type SafeStorage } from '../storage.ts';
import { draftKey, readDraft, storableValues, writeDraft } from './draft.ts';
import type { FieldSpec } from './fields.ts';
import { FORMS } from './forms.ts';

const visit: readonly FieldSpec[] = FORMS.visit.fields;
const reset: readonly FieldSpec[] = FORMS['password-reset'].fields;
const key = draftKey('visit', '5101');

let storage = memoryStorage();

beforeEach(() => {
  storage = memoryStorage();
});

describe('form drafts', () => {
  it('are kept per form kind and subject', () => {
    expect(draftKey('visit', '5101')).toBe('agency-form:visit:5101');
    expect(draftKey('info', '5101')).not.toBe(draftKey('visit', '5101'));
    expect(draftKey('newsletter')).toBe('agency-form:newsletter:');
  });

  it('survive a reload: values and idempotency key come back as they were typed', () => {
    const values = { firstName: 'Els', email: 'els@example.be', timeSlots: ['morning', 'evening'], newsletter: true, title: 'ms' };
    writeDraft(storage, visit, key, { values, key: 'k-1' });
    expect(readDraft(storage, visit, key)).toEqual({ values, key: 'k-1' });
    expect(readDraft(storage, visit, draftKey('visit', '5102'))).toBeUndefined();
  });

  it.each([
    ['the captcha answer', visit, { captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==', firstName: 'Els' }, { firstName: 'Els' }],
    ['passwords', reset, { token: 't0k3n', password: 'geheim-wachtwoord', passwordConfirm: 'geheim-wachtwoord' }, { token: 't0k3n' }],
    ['fields the form does not have', visit, { firstName: 'Els', isAdmin: 'yes' }, { firstName: 'Els' }],
    ['values of the wrong type', visit, { firstName: 42, newsletter: 'yes', timeSlots: 'morning' }, {}],
  ])('never store %s', (_, specs, values, kept) => {
    writeDraft(storage, specs, key, { values: values as never });
    expect(storableValues(specs, values as never)).toEqual(kept);
    const raw = storage.read(key);
    for (const secret of ['eyJjaGFsbGVuZ2UiOnt9fQ==', 'geheim-wachtwoord']) expect(raw ?? '').not.toContain(secret);
  });

  it('are removed when nothing is typed and no submission was attempted', () => {
    writeDraft(storage, visit, key, { values: { firstName: 'Els' } });
    expect(storage.read(key)).toBeDefined();
    writeDraft(storage, visit, key, { values: { firstName: '', newsletter: false, timeSlots: [] } });
    expect(storage.read(key)).toBeUndefined();
    // an attempted submission keeps its key even when the visitor emptied the form
    writeDraft(storage, visit, key, { values: { firstName: '' }, key: 'k-2' });
    expect(readDraft(storage, visit, key)).toEqual({ values: { firstName: '' }, key: 'k-2' });
  });

  it('are cleared after success', () => {
    writeDraft(storage, visit, key, { values: { firstName: 'Els' }, key: 'k-3' });
    storage.remove(key);
    expect(readDraft(storage, visit, key)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 0, values: { firstName: 'Els' } })],
    ['no values', JSON.stringify({ version: 1, values: null })],
  ])('ignore a stored draft that is %s', (_, raw) => {
    storage.write(key, raw);
    expect(readDraft(storage, visit, key)).toBeUndefined();
  });

  it('cost only the draft, never the form, when storage keeps nothing (full, forbidden: core/storage.ts)', () => {
    const refusing: SafeStorage = { read: () => undefined, write: () => false, remove: () => undefined };
    expect(() => writeDraft(refusing, visit, key, { values: { firstName: 'Els' }, key: 'k' })).not.toThrow();
    expect(readDraft(refusing, visit, key)).toBeUndefined();
  });
});
