/**
 * An amount of euros in words, as a purchase offer writes it beside the digits (spec §3):
 * Dutch "tweehonderdvijftigduizend", French as written in Belgium ("septante", "nonante",
 * but "quatre-vingts"), German "zweihundertfünfzigtausend", English "two hundred fifty
 * thousand". Whole euros; cents, when there are any, follow as their own number.
 */
import type { Language } from '../i18n/languages.ts';

const NL_UNITS = ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf', 'dertien', 'veertien', 'vijftien', 'zestien', 'zeventien', 'achttien', 'negentien'];
const NL_TENS = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];

function dutchBelow100(n: number): string {
  if (n < 20) return NL_UNITS[n]!;
  const tens = NL_TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  if (unit === 0) return tens;
  // "tweeëntwintig": a diaeresis where two e's would run together
  const joiner = NL_UNITS[unit]!.endsWith('e') ? 'ën' : 'en';
  return `${NL_UNITS[unit]}${joiner}${tens}`;
}

function dutchBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'honderd' : `${NL_UNITS[hundreds]}honderd`;
  return head + (rest === 0 ? '' : dutchBelow100(rest));
}

/** Dutch writes a number in one word up to a million; millions and milliards stand apart. */
function dutch(n: number): string {
  if (n === 0) return 'nul';
  const parts: string[] = [];
  const milliards = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  if (milliards) parts.push(`${dutch(milliards)} miljard`);
  if (millions) parts.push(`${dutchBelow1000(millions)} miljoen`);
  let tail = '';
  if (thousands) tail += thousands === 1 ? 'duizend' : `${dutchBelow1000(thousands)}duizend`;
  if (rest) tail += dutchBelow1000(rest);
  if (tail) parts.push(tail);
  return parts.join(' ');
}

const FR_UNITS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'];
// Belgian French: septante (70) and nonante (90); eighty stays quatre-vingts
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'septante', 'quatre-vingt', 'nonante'];

function frenchBelow100(n: number): string {
  if (n < 20) return FR_UNITS[n]!;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens === 8) return unit === 0 ? 'quatre-vingts' : `quatre-vingt-${FR_UNITS[unit]}`;
  if (unit === 0) return FR_TENS[tens]!;
  if (unit === 1) return `${FR_TENS[tens]} et un`;
  return `${FR_TENS[tens]}-${FR_UNITS[unit]}`;
}

/** `plural`: "cents" takes its s only when nothing follows it (deux cents, deux cent un, deux cent mille). */
function frenchBelow1000(n: number, endOfNumber: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  let head = '';
  if (hundreds === 1) head = 'cent';
  else if (hundreds > 1) head = `${FR_UNITS[hundreds]} cent${rest === 0 && endOfNumber ? 's' : ''}`;
  if (rest === 0) return head;
  let tail = frenchBelow100(rest);
  // quatre-vingts loses its s before mille too
  if (!endOfNumber && tail === 'quatre-vingts') tail = 'quatre-vingt';
  return head ? `${head} ${tail}` : tail;
}

function french(n: number): string {
  if (n === 0) return 'zéro';
  const parts: string[] = [];
  const milliards = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  if (milliards) parts.push(`${french(milliards)} ${milliards === 1 ? 'milliard' : 'milliards'}`);
  if (millions) parts.push(`${frenchBelow1000(millions, true)} ${millions === 1 ? 'million' : 'millions'}`);
  if (thousands) parts.push(thousands === 1 ? 'mille' : `${frenchBelow1000(thousands, false)} mille`);
  if (rest) parts.push(frenchBelow1000(rest, true));
  return parts.join(' ');
}

const DE_UNITS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

function germanBelow100(n: number, final: boolean): string {
  if (n === 1) return final ? 'eins' : 'ein';
  if (n < 20) return DE_UNITS[n]!;
  const unit = n % 10;
  const tens = DE_TENS[Math.floor(n / 10)]!;
  return unit === 0 ? tens : `${unit === 1 ? 'ein' : DE_UNITS[unit]}und${tens}`;
}

function germanBelow1000(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : `${hundreds === 1 ? 'ein' : DE_UNITS[hundreds]}hundert`;
  return head + (rest === 0 ? '' : germanBelow100(rest, final));
}

function german(n: number): string {
  if (n === 0) return 'null';
  const parts: string[] = [];
  const milliards = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  if (milliards) parts.push(milliards === 1 ? 'eine Milliarde' : `${german(milliards)} Milliarden`);
  if (millions) parts.push(millions === 1 ? 'eine Million' : `${germanBelow1000(millions, false)} Millionen`);
  let tail = '';
  if (thousands) tail += `${germanBelow1000(thousands, false)}tausend`;
  if (rest) tail += germanBelow1000(rest, true);
  if (tail) parts.push(tail);
  return parts.join(' ');
}

const EN_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function englishBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(`${EN_UNITS[hundreds]} hundred`);
  if (rest) {
    const tens = Math.floor(rest / 10);
    const unit = rest % 10;
    words.push(rest < 20 ? EN_UNITS[rest]! : unit ? `${EN_TENS[tens]}-${EN_UNITS[unit]}` : EN_TENS[tens]!);
  }
  return words.join(' ');
}

function english(n: number): string {
  if (n === 0) return 'zero';
  const scales: [number, string][] = [
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    if (count) words.push(`${englishBelow1000(count)} ${name}`);
    rest %= size;
  }
  if (rest) words.push(englishBelow1000(rest));
  return words.join(' ');
}

const WRITERS: Readonly<Record<Language, (n: number) => string>> = { nl: dutch, fr: french, de: german, en: english };
const CENTS: Readonly<Record<Language, (euros: string, cents: string) => string>> = {
  nl: (euros, cents) => `${euros} euro en ${cents} cent`,
  fr: (euros, cents) => `${euros} euros et ${cents} cents`,
  de: (euros, cents) => `${euros} Euro und ${cents} Cent`,
  en: (euros, cents) => `${euros} euros and ${cents} cents`,
};
const EUROS: Readonly<Record<Language, (euros: string, count: number) => string>> = {
  nl: (euros) => `${euros} euro`,
  // French: singular below two ("zéro euro", "un euro")
  fr: (euros, count) => `${euros} ${count < 2 ? 'euro' : 'euros'}`,
  // "ein Euro": before a noun, one is "ein", never "eins"
  de: (euros, count) => `${count === 1 ? 'ein' : euros} Euro`,
  en: (euros, count) => `${euros} ${count === 1 ? 'euro' : 'euros'}`,
};

/** Below a thousand milliard euros: far above any offer (core/forms caps an offer at 100 million). */
const LIMIT = 1e12;

/**
 * `value` euros in words in `language`, followed by the currency: 250000 in Dutch →
 * "tweehonderdvijftigduizend euro". Undefined for what is no amount (negative, not a
 * number, too large).
 */
export function amountInWords(value: number, language: Language): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value >= LIMIT) return undefined;
  const totalCents = Math.round(value * 100);
  const euros = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const write = WRITERS[language];
  if (!write) return undefined;
  return cents ? CENTS[language](write(euros), write(cents)) : EUROS[language](write(euros), euros);
}

/** Text compared as a visitor may type it: case, accents' absence, spaces, hyphens and "euro(s)" do not count. */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\b(euros?|eur|€)\b|€/g, '')
    .replace(/[^a-z]/g, '');
}

/**
 * Whether what the visitor typed says the same amount as `value` in `language`: typed
 * words that differ from the amount in digits are a mistake an agency must not receive.
 */
export function amountWordsMatch(typed: string, value: number, language: Language): boolean {
  const expected = amountInWords(value, language);
  return expected !== undefined && comparable(typed) === comparable(expected);
}
