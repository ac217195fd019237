/**
 * Spec §5: the address line of a property or a project. Street, number and box only
 * when the agency published the address (PublishAddress on a property, PublicAddress on
 * a project); otherwise postal code and city, so a visitor sees the area but not the
 * door. `hideCity` shows nothing at all.
 */
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../property/reference.ts';
import { formatCity } from './city.ts';

export { formatCity } from './city.ts';

/** The address fields a property (PublishAddress) or a project (PublicAddress) carries. */
export interface AddressSource {
  PublishAddress?: boolean | null;
  PublicAddress?: boolean | null;
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Zip: string | null;
  City: string | null;
  CountryID?: number | null;
  CountryName?: string | null;
}

export interface AddressOptions {
  hideCity?: boolean;
  /** the word before a box number; the agency's first language (nl) when not given */
  lang?: Language | string;
}

/**
 * bpost wants a box number after its own word, never "/" or "b": "bus" in Dutch, "bte"
 * (boîte) in French, "box" in English, and in German what the German-speaking Community
 * writes, "Bfk." (Briefkasten): "Box" is no German word for it.
 */
const BOX_WORDS: Readonly<Record<Language, string>> = { nl: 'bus', fr: 'bte', en: 'box', de: 'Bfk.' };

/**
 * "Kerkstraat 12 bus 3, 2000 Antwerpen" when published, "2000 Antwerpen" when not, ""
 * with `hideCity`. The city goes through formatCity (title case, country abroad).
 */
export function addressText(e: AddressSource, opts: AddressOptions = {}): string {
  if (!e || typeof e !== 'object' || opts?.hideCity) return '';
  const published = e.PublishAddress === true || e.PublicAddress === true;
  const language = toLanguage(opts?.lang) ?? LANGUAGES[0];
  const place = [text(e.Zip), formatCity(e.City, e.CountryID, countryName(e.CountryID, e.CountryName, language))].filter(Boolean).join(' ');
  const street = published ? streetLine(e, language) : '';
  return [street, place].filter(Boolean).join(', ');
}

/** The region codes of the countries spec §3 names by id. */
const COUNTRY_CODES: Readonly<Record<number, string>> = { [COUNTRY_BELGIUM]: 'BE', [COUNTRY_LUXEMBOURG]: 'LU' };

/**
 * The country in the visitor's language when the id says which it is ("Luxemburg" on a
 * Dutch or German page, "Luxembourg" on a French one): the CRM writes CountryName in
 * one language. Other countries keep the CRM's name.
 */
function countryName(countryId: unknown, name: unknown, language: Language): unknown {
  const code = COUNTRY_CODES[Number(countryId)];
  if (!code || typeof Intl.DisplayNames !== 'function') return name;
  return regionNamesIn(language).of(code) ?? name;
}

// one per language: a list formats an address per card
const regionNames = new Map<Language, Intl.DisplayNames>();
function regionNamesIn(language: Language): Intl.DisplayNames {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names;
}

function streetLine(e: AddressSource, language: Language): string {
  const street = text(e.Street);
  if (!street) return '';
  const box = text(e.BoxNr);
  // a box the CRM already wrote with its word ("bus 3", "bte 2") is kept as it is
  const boxPart = !box ? '' : /^(bus|bte|bo[iî]te|box|bfk)\b/i.test(box) ? box : `${BOX_WORDS[language]} ${box}`;
  return [street, text(e.HouseNumber), boxPart].filter(Boolean).join(' ');
}

function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
}
