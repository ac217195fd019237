/** The owner's session answer: apart from the portal's data, so the login page carries only this. */
import { enums, number, string, type, type Struct } from 'superstruct';
import { LANGUAGES } from '../../i18n/languages.ts';
import type { OwnerSession } from '../contract.ts';

export const ownerSessionSchema: Struct<OwnerSession> = type({
  owner: type({
    ID: number(),
    Username: string(),
    Email: string(),
    FirstName: string(),
    LastName: string(),
    Language: enums(LANGUAGES),
  }),
  expiresAt: string(),
});
