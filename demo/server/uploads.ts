/**
 * Uploaded files (a CV, a testimonial's photo) are recognised by their content, never by
 * the name or type the browser claims, and stored under random names outside anything the
 * server serves.
 */
import { randomBytes } from 'node:crypto';
import CFB from 'cfb';
import { strFromU8, unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type DetectedType = (typeof MIME)[keyof typeof MIME];

const EXTENSION: Record<DetectedType, string> = {
  [MIME.pdf]: '.pdf',
  [MIME.doc]: '.doc',
  [MIME.docx]: '.docx',
  [MIME.odt]: '.odt',
  [MIME.jpeg]: '.jpg',
  [MIME.png]: '.png',
  [MIME.webp]: '.webp',
};

/** Word's own content type of the main part of a document; a macro-enabled one has another. */
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** The names of a ZIP's entries, and the text of the few the check reads; undefined when it is no readable ZIP. */
function readArchive(bytes: Uint8Array, read: readonly string[]): { names: string[]; texts: Map<string, string> } | undefined {
  const names: string[] = [];
  try {
    const files = unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        // only small parts are inflated: a bomb of a document is not
        return read.includes(entry.name) && entry.originalSize < 1_000_000;
      },
    });
    return { names, texts: new Map(Object.entries(files).map(([name, content]) => [name, strFromU8(content)])) };
  } catch {
    return undefined;
  }
}

/** A Word document (OOXML) with no macros: its main part is a plain document and it holds no VBA project. */
function isPlainWordArchive(bytes: Uint8Array): boolean {
  const archive = readArchive(bytes, ['[Content_Types].xml']);
  const types = archive?.texts.get('[Content_Types].xml') ?? '';
  return (
    archive !== undefined &&
    archive.names.includes('word/document.xml') &&
    types.includes(WORD_MAIN) &&
    !/macroEnabled/i.test(types) &&
    !archive.names.some((name) => /vbaProject\.bin$|vbaData\.xml$/i.test(name))
  );
}

/** An OpenDocument text with no macros (ODF keeps them under Basic/ and Scripts/). */
function isPlainOdfText(bytes: Uint8Array): boolean {
  const archive = readArchive(bytes, ['mimetype']);
  return (
    archive !== undefined &&
    archive.names[0] === 'mimetype' &&
    archive.texts.get('mimetype') === MIME.odt &&
    archive.names.includes('content.xml') &&
    !archive.names.some((name) => /^(Basic|Scripts)\//.test(name))
  );
}

/** A Word 97–2003 document (an OLE compound file with a WordDocument stream) with no macros. */
function isPlainWordBinary(bytes: Uint8Array): boolean {
  try {
    const paths = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' }).FullPaths;
    return paths.some((path) => /\/WordDocument$/.test(path)) && !paths.some((path) => /\/(Macros|_VBA_PROJECT_CUR|VBA)\//i.test(path));
  } catch {
    return false;
  }
}

/**
 * The file's real type, or undefined for anything not on the list: the format is
 * recognised by `file-type` from its bytes, and an Office or OpenDocument file is opened
 * to check it is the document it claims and holds no macros (a ZIP that merely contains
 * the text `word/`, a macro document renamed .docx, a Java archive are all refused).
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  // a file cut short is no file of any type
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  switch (found?.mime) {
    case MIME.pdf:
    case MIME.jpeg:
    case MIME.png:
    case MIME.webp:
      return found.mime;
    case MIME.docx:
      return isPlainWordArchive(bytes) ? MIME.docx : undefined;
    case MIME.odt:
      return isPlainOdfText(bytes) ? MIME.odt : undefined;
    case 'application/x-cfb':
      return isPlainWordBinary(bytes) ? MIME.doc : undefined;
    default:
      return undefined;
  }
}

/** A file name safe to show in a mail: no path, no control characters, not too long. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || 'file';
}

export function storeUpload(dataDir: string, bytes: Buffer, type: DetectedType): { storedName: string; path: string } {
  const dir = join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}${EXTENSION[type]}`;
  const path = join(dir, storedName);
  writeFileSync(path, bytes, { mode: 0o600, flag: 'wx' });
  return { storedName, path };
}
