/**
 * What the agent reads of a form in the CRM, whichever CRM: a subject per kind of form
 * and the lines of what the CRM's call has no field for (the visitor's remark, when they
 * can be reached, a valuation's rooms, a booked moment), in the agency's language.
 */
import { CONTACT_TIME_SLOTS } from '../../../core/constants.ts';
import type { Language } from '../../../core/i18n/languages.ts';

/** What each form is, in the agent's words: the subject of the CRM's contact. */
export const SUBJECTS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  visit: { nl: 'Bezoekaanvraag via de website', fr: 'Demande de visite via le site', en: 'Viewing request from the website', de: 'Besichtigungsanfrage über die Website' },
  info: { nl: 'Vraag om informatie via de website', fr: 'Demande d’informations via le site', en: 'Information request from the website', de: 'Informationsanfrage über die Website' },
  contact: { nl: 'Contactaanvraag via de website', fr: 'Demande de contact via le site', en: 'Contact request from the website', de: 'Kontaktanfrage über die Website' },
  valuation: { nl: 'Aanvraag gratis schatting', fr: 'Demande d’estimation gratuite', en: 'Free valuation request', de: 'Anfrage kostenlose Bewertung' },
  documents: { nl: 'Documenten aangevraagd via de website', fr: 'Documents demandés via le site', en: 'Documents requested from the website', de: 'Unterlagen über die Website angefordert' },
  appointment: { nl: 'Bezichtiging geboekt via de website', fr: 'Visite réservée via le site', en: 'Viewing booked on the website', de: 'Besichtigung über die Website gebucht' },
  demand: { nl: 'Zoekprofiel via de website', fr: 'Profil de recherche via le site', en: 'Search profile from the website', de: 'Suchprofil über die Website' },
  demandChanged: { nl: 'Zoekprofiel gewijzigd via de website', fr: 'Profil de recherche modifié via le site', en: 'Search profile changed on the website', de: 'Suchprofil über die Website geändert' },
};

export const LABELS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  timeSlots: { nl: 'Bereikbaar', fr: 'Joignable', en: 'Reachable', de: 'Erreichbar' },
  propertyType: { nl: 'Type', fr: 'Type', en: 'Type', de: 'Typ' },
  bedrooms: { nl: 'Slaapkamers', fr: 'Chambres', en: 'Bedrooms', de: 'Schlafzimmer' },
  livingArea: { nl: 'Bewoonbare oppervlakte (m²)', fr: 'Surface habitable (m²)', en: 'Living area (m²)', de: 'Wohnfläche (m²)' },
  moment: { nl: 'Moment', fr: 'Moment', en: 'Time', de: 'Termin' },
  address: { nl: 'Adres', fr: 'Adresse', en: 'Address', de: 'Adresse' },
  places: { nl: 'Gemeenten', fr: 'Communes', en: 'Municipalities', de: 'Gemeinden' },
  maxBedrooms: { nl: 'Hoogstens slaapkamers', fr: 'Chambres au plus', en: 'Bedrooms at most', de: 'Höchstens Schlafzimmer' },
  bathrooms: { nl: 'Badkamers minstens', fr: 'Salles de bains au moins', en: 'Bathrooms at least', de: 'Mindestens Badezimmer' },
  parking: { nl: 'Parkeerplaats', fr: 'Parking', en: 'Parking space', de: 'Stellplatz' },
  garden: { nl: 'Tuin', fr: 'Jardin', en: 'Garden', de: 'Garten' },
};

export const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
export const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The visitor's remark, then what the call has no field for, one line each. */
export function notes(data: Record<string, unknown>, agency: Language): string | undefined {
  const lines: string[] = [];
  if (text(data.remark)) lines.push(text(data.remark)!);
  const slots = Array.isArray(data.timeSlots) ? CONTACT_TIME_SLOTS.filter((slot) => (data.timeSlots as unknown[]).includes(slot.id)) : [];
  if (slots.length) lines.push(`${LABELS.timeSlots![agency]}: ${slots.map((slot) => `${slot.from}–${slot.to}`).join(', ')}`);
  for (const field of ['propertyType', 'bedrooms', 'livingArea'] as const) {
    if (number(data[field]) !== undefined) lines.push(`${LABELS[field]![agency]}: ${data[field]}`);
  }
  return lines.length ? lines.join('\n') : undefined;
}

/** A booked moment as the agent reads it: its Belgian date and clock times (the slot's times carry Belgium's offset). */
export function momentLine(slot: { start: string; end: string }, agency: Language): string {
  return `${LABELS.moment![agency]}: ${slot.start.slice(0, 10)} ${slot.start.slice(11, 16)}–${slot.end.slice(11, 16)}`;
}
