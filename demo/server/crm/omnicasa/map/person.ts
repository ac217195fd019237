/**
 * An owner's account from Omnicasa's person (`GetPersonByEmail`: `ID`, `FirstName`,
 * `Name`, `Email`, `LanguageId`): the portal greets the owner by name and writes in the
 * owner's language. The login is the address, as CheckPersonLogin takes it.
 */
import type { OwnerAccount } from '../../../../../core/api/contract.ts';
import type { Language } from '../../../../../core/i18n/languages.ts';
import { type Mapped, RecordReader } from '../../mapping.ts';
import { LANGUAGE_IDS } from '../client.ts';

const LANGUAGE_OF_ID: ReadonlyMap<number, Language> = new Map(Object.entries(LANGUAGE_IDS).map(([language, id]) => [id, language as Language]));

/** `fallback`: the language of an owner whose person names none (the agency's). */
export function mapOwnerAccount(record: unknown, fallback: Language): Mapped<OwnerAccount> {
  const read = RecordReader.single('person', record);
  const id = read.integer('ID', { required: true, min: 1 });
  const email = read.text('Email', { required: true });
  const firstName = read.text('FirstName');
  const lastName = read.text('Name');
  const languageId = read.integer('LanguageId');
  return read.result(() => ({
    ID: id!,
    Username: email!,
    Email: email!,
    FirstName: firstName ?? '',
    LastName: lastName ?? '',
    Language: (languageId !== null ? LANGUAGE_OF_ID.get(languageId) : undefined) ?? fallback,
  }));
}
