/**
 * The two demo owner accounts, one Dutch-speaking and one French-speaking, each owning
 * properties in every state an owner meets: on sale or for rent, sold, let and offline
 * (`owner` in the plan of ./properties.ts). Their passwords are printed in docs/api.md:
 * this is a demo database.
 */
import type { Language } from '../../../core/i18n/languages.ts';

export interface OwnerSeed {
  id: number;
  key: 'A' | 'B';
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  password: string;
}

export const OWNERS: readonly OwnerSeed[] = [
  {
    id: 1,
    key: 'A',
    username: 'mpeeters',
    email: 'marleen.peeters@example.be',
    firstName: 'Marleen',
    lastName: 'Peeters',
    language: 'nl',
    password: 'Eigenaar-Demo-1',
  },
  {
    id: 2,
    key: 'B',
    username: 'jlrenard',
    email: 'jean-luc.renard@example.be',
    firstName: 'Jean-Luc',
    lastName: 'Renard',
    language: 'fr',
    password: 'Proprio-Demo-2',
  },
];
