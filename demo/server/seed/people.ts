/** The agency's managers and the two demo owner accounts. */
import type { Language } from '../../../core/i18n/languages.ts';
import type { Manager } from '../../../core/property/types.ts';

const t = (nl: string, fr: string, en: string, de: string) => ({ nl, fr, en, de });

export const MANAGERS: readonly Manager[] = [
  {
    ID: 1,
    FirstName: 'Sofie',
    LastName: 'Claes',
    Function: t('Zaakvoerder en erkend vastgoedmakelaar', 'Gérante et agent immobilier agréé', 'Managing director and licensed estate agent', 'Geschäftsführerin und zugelassene Immobilienmaklerin'),
    Email: 'sofie.claes@immo-demo.example',
    Phone: '032184560',
    Mobile: '0475123456',
    PhotoUrl: '/media/managers/1.svg',
  },
  {
    ID: 2,
    FirstName: 'Pieter',
    LastName: 'Van den Broeck',
    Function: t('Vastgoedmakelaar', 'Agent immobilier', 'Estate agent', 'Immobilienmakler'),
    Email: 'pieter.vandenbroeck@immo-demo.example',
    Phone: '092253140',
    Mobile: '0486552109',
    PhotoUrl: '/media/managers/2.svg',
  },
  {
    ID: 3,
    FirstName: 'Julie',
    LastName: 'Dubois',
    Function: t('Vastgoedmakelaar Brussel', 'Agent immobilier Bruxelles', 'Estate agent, Brussels', 'Immobilienmaklerin Brüssel'),
    Email: 'julie.dubois@immo-demo.example',
    Phone: '026401280',
    Mobile: '0496338714',
    PhotoUrl: '/media/managers/3.svg',
  },
  {
    ID: 4,
    FirstName: 'Marc',
    LastName: 'Lambert',
    Function: t('Vastgoedmakelaar Wallonië en Luxemburg', 'Agent immobilier Wallonie et Luxembourg', 'Estate agent, Wallonia and Luxembourg', 'Immobilienmakler Wallonien und Luxemburg'),
    Email: 'marc.lambert@immo-demo.example',
    Phone: '081224567',
    Mobile: '0471904523',
    PhotoUrl: '/media/managers/4.svg',
  },
  {
    ID: 5,
    FirstName: 'Lotte',
    LastName: 'Janssens',
    Function: t('Verhuur en beheer', 'Location et gestion', 'Lettings and property management', 'Vermietung und Verwaltung'),
    Email: 'lotte.janssens@immo-demo.example',
    Phone: '032184561',
    Mobile: null,
    PhotoUrl: '/media/managers/5.svg',
  },
];

export interface OwnerSeed {
  id: number;
  key: 'A' | 'B';
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  /** demo passwords, printed in docs/api.md: this is a demo database */
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
