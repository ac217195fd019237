/** The agency's managers (the demo owner accounts are in ./owners.ts). */
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
