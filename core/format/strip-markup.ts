/**
 * Markup → plain text without a DOM (core/ also runs on the server). Descriptions come
 * from the CRM's rich-text editor: tags go, block ends become spaces so words of two
 * paragraphs do not glue together, the usual entities are decoded, and runs of white
 * space collapse to one.
 */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  sup2: '²',
  sup3: '³',
  deg: '°',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ucirc: 'û',
  ugrave: 'ù',
  uuml: 'ü',
  auml: 'ä',
  szlig: 'ß',
  Eacute: 'É',
  Egrave: 'È',
  Agrave: 'À',
  Ccedil: 'Ç',
};

export function stripMarkup(text: unknown): string {
  if (typeof text !== 'string') return '';
  return decodeEntities(
    text
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      .replace(/<(script|style|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, (tag) => (INLINE_TAG.test(tag) ? '' : ' ')),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline tags join text (`<b>vier</b>kant`); every other tag separates words. */
const INLINE_TAG = /^<\/?(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b/i;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body] ?? entity;
  });
}

/** Where a block of text ends: a paragraph, a line break, a list item, a heading, a division. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote)\s*>|<br\s*\/?>/gi;

/**
 * A description's paragraphs as plain text, for a page that is no browser (a brochure):
 * one per block of the markup, list items marked with a bullet, empty blocks left out.
 */
export function markupParagraphs(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(BLOCK_END)
    .map((block) => (/<li\b/i.test(block) ? `• ${stripMarkup(block)}` : stripMarkup(block)))
    .filter((paragraph) => paragraph !== '' && paragraph !== '•');
}
