/** Valid form data of every kind, for the server's tests (and a reading aid for docs/api.md). */
import type { RequestBody } from '../../core/api/bodies.ts';
import type { RequestKind } from '../../core/api/contract.ts';

const person = { title: 'ms' as const, firstName: 'Annelies', lastName: 'Maes', email: 'annelies.maes@example.be', phone: '0475 12 34 56' };
const address = { street: 'Kortrijksesteenweg', houseNumber: '12', zip: '9000', city: 'Gent' };

/** `ids.sale` an available property for sale, `ids.rent` one for rent. */
export function validForms(ids: { sale: number; rent: number }): { [K in RequestKind]: RequestBody<K> } {
  return {
    contact: { ...person, remark: 'Graag meer info over de ligging.', projectId: 1 },
    visit: { propertyId: ids.sale, ...person, timeSlots: ['evening'] },
    info: { propertyId: ids.sale, title: 'mr', firstName: 'Jan', lastName: 'Peeters', email: 'jan.peeters@example.be' },
    documents: { propertyId: ids.sale, ...person },
    friend: {
      propertyId: ids.sale,
      firstName: 'Annelies',
      lastName: 'Maes',
      email: 'annelies.maes@example.be',
      friendFirstName: 'Sofie',
      friendEmail: 'sofie@example.com',
      remark: 'Is dit iets voor jullie?',
    },
    demand: { goal: 'buy', propertyTypes: [1], zones: [40000, '9000'], minPrice: 200_000, maxPrice: 400_000, minBedrooms: 2, ...person },
    valuation: { ...address, propertyType: 1, goal: 'sell', ...person },
    offer: {
      propertyId: ids.sale,
      amount: 350_000,
      amountInWords: 'driehonderdvijftigduizend euro',
      startDate: '2026-02-01',
      endDate: '2026-02-15',
      place: 'Gent',
      signingDate: '2026-01-20',
      personA: { ...person, ...address },
    },
    rental: { propertyId: ids.rent, ...person, ...address, adults: 2, kids: [4, 7], incomePerson1: 3_200 },
    newsletter: { email: 'nieuws@example.be' },
    testimonial: { name: 'Koen V.', comment: 'Ons huis was op drie weken verkocht. Top service!' },
    job: { ...person, position: 'Vastgoedmakelaar', motivation: 'Ik ken de Gentse markt goed.' },
    'site-contact': { ...person, remark: 'Wanneer is het kantoor open op zaterdag?' },
  };
}
