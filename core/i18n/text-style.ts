/**
 * The house style of the site's texts, checked wherever texts are written (the catalogs,
 * the demo's seed and pages): one formal register per language (Dutch "u", German "Sie",
 * French "vous"), and French typography: one apostrophe (’), a narrow no-break space
 * (U+202F) before : ; ? ! and inside « ».
 */

const NARROW = '\u202f';

/** Words of the informal register, by language: a text that uses one speaks to the visitor as a friend. */
const INFORMAL: Readonly<Record<string, RegExp>> = {
  nl: /(?<![\p{L}\p{N}])(je|jij|jou|jouw|jezelf|jullie)(?![\p{L}\p{N}])/iu,
  de: /(?<![\p{L}\p{N}])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure)(?![\p{L}\p{N}])/iu,
  fr: /(?<![\p{L}\p{N}])(tu|toi|ton|tes)(?![\p{L}\p{N}])/iu,
};

/** The informal words of `text` in `language` (an empty list when it keeps the formal register). */
export function informalWords(language: string, text: string): string[] {
  const pattern = INFORMAL[language];
  if (!pattern) return [];
  return [...text.matchAll(new RegExp(pattern.source, 'giu'))].map((match) => match[0]);
}

/** Where a punctuation mark is part of something else: a URL, a time or a ratio (10:00, 1:100), an ICU argument. */
function exempt(text: string, index: number): boolean {
  const mark = text[index]!;
  const before = text.slice(0, index);
  const after = text.slice(index + 1);
  if (mark === ':' && (/^\/\//.test(after) || /\b(https?|mailto|tel)$/.test(before))) return true;
  if (mark === ':' && /\d$/.test(before) && /^\d/.test(after)) return true;
  // inside a URL: its query (?x=) or fragment
  if (/\bhttps?:\/\/\S*$/.test(before)) return true;
  // the end of an HTML entity (&amp;) in a description
  if (mark === ';' && /&#?\w+$/.test(before)) return true;
  return false;
}

/** What breaks French typography in `text`, one line per problem, quoting around it. */
export function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  const around = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 12), index + 3));
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === "'") problems.push(`a straight apostrophe: ${around(index)}`);
    else if (':;?!'.includes(char) && !exempt(text, index)) {
      if (text[index - 1] !== NARROW) problems.push(`no narrow no-break space before "${char}": ${around(index)}`);
    } else if (char === '«' && text[index + 1] !== NARROW) problems.push(`no narrow no-break space after «: ${around(index)}`);
    else if (char === '»' && text[index - 1] !== NARROW) problems.push(`no narrow no-break space before »: ${around(index)}`);
  }
  return problems;
}

/** `text` in French typography: the repair of what frenchTypographyProblems finds. */
export function withFrenchTypography(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === "'") out += '’';
    else if (':;?!'.includes(char) && !exempt(text, index)) out = `${out.replace(/[ \u00a0\u202f]+$/, '')}${NARROW}${char}`;
    else if (char === '«') {
      out += `«${NARROW}`;
      while (/[ \u00a0\u202f]/.test(text[index + 1] ?? '')) index += 1;
    } else if (char === '»') out = `${out.replace(/[ \u00a0\u202f]+$/, '')}${NARROW}»`;
    else out += char;
  }
  return out;
}
