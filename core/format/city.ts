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
 * "SINT-MARTENS-LATEM" → "Sint-Martens-Latem", the words joining the parts in lower case:
 * "LOUVAIN-LA-NEUVE" → "Louvain-la-Neuve"), the one special spelling kept, and the
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

/**
 * The small words that join the parts of a hyphenated place name are written in lower
 * case, as the towns write themselves: Louvain-la-Neuve, Braine-le-Comte, Esch-sur-Alzette,
 * Frasnes-lez-Anvaing, Pont-à-Celles, Sint-Joost-ten-Node, Heist-op-den-Berg. Only between
 * two hyphens: a name's first word keeps its capital (La Louvière, De Panne) and so does
 * one that starts a name of its own after the hyphen (Nazareth-De Pinte).
 */
const JOINING_WORDS = ['la', 'le', 'les', 'sur', 'sous', 'lez', 'lès', 'en', 'au', 'aux', 'à', 'de', 'des', 'du', 'et', 'op', 'den', 'ten', 'ter', 'aan'];
const JOINING = new RegExp(`-(${JOINING_WORDS.join('|')})(?=-)`, 'giu');
/** The elided article after a hyphen: Braine-l'Alleud, Mont-de-l'Enclus, Fontaine-l'Évêque. */
const ELIDED = /-([ld])(['’])(\p{L})/giu;

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s-])([^\p{L}\s-]*)(\p{L})/gu, (_, separator: string, lead: string, letter: string) =>
      `${separator}${lead}${letter.toUpperCase()}`,
    )
    .replace(JOINING, (word: string) => word.toLowerCase())
    .replace(ELIDED, (_, article: string, apostrophe: string, letter: string) => `-${article.toLowerCase()}${apostrophe}${letter.toUpperCase()}`);
}

/** "'S GRAVENWEZEL", "’s-Gravenwezel" and "s-Gravenwezel" all find the same spelling. */
function specialKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/^'?s[\s-]+/, "'s-");
}
