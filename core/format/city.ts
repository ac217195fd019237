import { COUNTRY_BELGIUM } from '../property/reference.ts';

/**
 * Title-casing a place name capitalises its first letter, and for a name that starts
 * with the elided article 's ("des") that letter is the article's: "'S-Gravenwezel".
 * The town is written with a lower-case 's, so its spelling is kept here. The spec
 * names one such town; 's-Gravenwezel (Schilde) is the one in this agency's market.
 * Keys are the lower-case name as the CRM may write it.
 */
const SPECIAL_SPELLINGS: Readonly<Record<string, string>> = {
  "'s-gravenwezel": "'s-Gravenwezel",
};

/**
 * Spec §5: a city name title-cased (each word and each part of a hyphenated name:
 * "SINT-MARTENS-LATEM" → "Sint-Martens-Latem"), the one special spelling kept, and the
 * country in brackets when it is not Belgium (`countryId` other than 10) and named.
 */
export function formatCity(city: unknown, countryId?: unknown, countryName?: unknown): string {
  if (typeof city !== 'string') return '';
  const name = city.trim().replace(/\s+/g, ' ');
  if (name === '') return '';
  const spelled = SPECIAL_SPELLINGS[specialKey(name)] ?? titleCase(name);
  const country = typeof countryName === 'string' ? countryName.trim() : '';
  const abroad = countryId !== undefined && countryId !== null && Number(countryId) !== COUNTRY_BELGIUM;
  return abroad && country !== '' ? `${spelled} (${country})` : spelled;
}

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s-])([^\p{L}\s-]*)(\p{L})/gu, (_, separator: string, lead: string, letter: string) =>
      `${separator}${lead}${letter.toUpperCase()}`,
    );
}

/** "'S GRAVENWEZEL", "’s-Gravenwezel" and "s-Gravenwezel" all find the same spelling. */
function specialKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/^'?s[\s-]+/, "'s-");
}
