// An owner's account from Omnicasa's person: name, address and language; a person the
// mapping cannot read is reported by field, never half an account.
import { describe, expect, it } from 'vitest';
import { mapOwnerAccount } from './person.ts';

const person = { ID: 88_001, FirstName: 'Els', Name: 'Vermeulen', Email: 'els.vermeulen@example.be', LanguageId: 2 };

describe('mapOwnerAccount', () => {
  it.each([
    ['a whole person', person, { ID: 88_001, Username: 'els.vermeulen@example.be', Email: 'els.vermeulen@example.be', FirstName: 'Els', LastName: 'Vermeulen', Language: 'fr' }],
    ['each language id', { ...person, LanguageId: 4 }, { Language: 'de' }],
    ['no language: the agency’s', { ...person, LanguageId: null }, { Language: 'nl' }],
    ['a language id Omnicasa does not have: the agency’s', { ...person, LanguageId: 9 }, { Language: 'nl' }],
    ['no first name', { ...person, FirstName: null }, { FirstName: '' }],
    ['an id sent as text', { ...person, ID: '88001' }, { ID: 88_001 }],
  ])('%s', (_name, record, expected) => {
    const mapped = mapOwnerAccount(record, 'nl');
    expect(mapped.ok && mapped.value).toMatchObject(expected);
  });

  it.each([
    ['no address', { ...person, Email: '' }, 'Email'],
    ['no id', { ...person, ID: undefined }, 'ID'],
    ['an id that is no number', { ...person, ID: 'els' }, 'ID'],
    ['a language id that is text', { ...person, LanguageId: 'nl' }, 'LanguageId'],
  ])('%s is reported, not mapped', (_name, record, field) => {
    const mapped = mapOwnerAccount(record, 'nl');
    expect(mapped.ok).toBe(false);
    if (!mapped.ok) expect(mapped.problems.map((problem) => problem.field)).toContain(field);
  });

  it('something that is no record is reported', () => {
    const mapped = mapOwnerAccount(null, 'nl');
    expect(mapped.ok).toBe(false);
    if (!mapped.ok) expect(mapped.problems).toContainEqual(expect.objectContaining({ kind: 'person', field: '(record)' }));
  });
});
