/**
 * Uploaded files (a CV, a testimonial's photo) are recognised by their content, never by
 * the name or type the browser claims, and stored under random names outside anything the
 * server serves.
 */
import { randomBytes } from 'node:crypto';
import CFB from 'cfb';
import { strFromU8, Unzip, UnzipInflate, unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scopedAgency } from './db/agency-scope.ts';
import { type ConcurrencyLimit, concurrencyLimit } from './http/concurrency.ts';
import { HttpError } from './http/errors.ts';
import { type ImageType, reencodeImage } from './images.ts';

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

/**
 * What an archive may be before the check opens it. A CV is a few dozen parts of a few
 * kilobytes each; a zip bomb is a small file whose parts claim, or inflate to, gigabytes.
 */
export const ARCHIVE_LIMITS = {
  /** parts listed in the archive: a Word document with pictures has tens, not thousands */
  entries: 1_000,
  /** what all its parts claim to inflate to, at most this many times the archive's own size */
  ratio: 100,
  /** bytes inflated of one part the check reads (`[Content_Types].xml`, `mimetype` are a few kilobytes) */
  readBytes: 1_000_000,
} as const;

/** Compressed bytes handed to the inflater at a time: each hand-off inflates to at most about 1 MB (DEFLATE's ratio is at most 1032:1). */
const INFLATE_CHUNK = 1024;

class ArchiveRefused extends Error {}

/**
 * The names of a ZIP's parts, from its central directory (what Word reads), and what
 * each claims to inflate to; nothing is inflated. Too many parts, or parts that claim
 * more than `ratio` times the archive's size, and the archive is refused.
 */
function listArchive(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let claimed = 0;
  unzipSync(bytes, {
    filter: (entry) => {
      names.push(entry.name);
      claimed += entry.originalSize;
      if (names.length > ARCHIVE_LIMITS.entries || claimed > bytes.length * ARCHIVE_LIMITS.ratio) throw new ArchiveRefused();
      return false;
    },
  });
  return names;
}

/**
 * The text of the parts named `read`, inflated a chunk at a time and given up past
 * `readBytes`: a part's size in the archive is the sender's word, so the inflater is
 * stopped by what it produced, not by what the archive claims.
 */
function readParts(bytes: Uint8Array, read: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  let refused = false;
  const unzip = new Unzip((file) => {
    if (!read.includes(file.name) || texts.has(file.name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      if (refused) return;
      size += data?.length ?? 0;
      if (error || size > ARCHIVE_LIMITS.readBytes) {
        refused = true;
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) texts.set(file.name, strFromU8(Buffer.concat(chunks)));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !refused; at += INFLATE_CHUNK) {
    unzip.push(bytes.subarray(at, at + INFLATE_CHUNK), at + INFLATE_CHUNK >= bytes.length);
  }
  if (refused) throw new ArchiveRefused();
  return texts;
}

/** A Word document (OOXML) with no macros: its main part is a plain document and it holds no VBA project. */
function isPlainWordArchive(names: readonly string[], types: string): boolean {
  return (
    names.includes('word/document.xml') &&
    types.includes(WORD_MAIN) &&
    !/macroEnabled/i.test(types) &&
    !names.some((name) => /vbaProject\.bin$|vbaData\.xml$/i.test(name))
  );
}

/** An OpenDocument text with no macros (ODF keeps them under Basic/ and Scripts/). */
function isPlainOdfText(names: readonly string[], mimetype: string): boolean {
  return (
    names[0] === 'mimetype' &&
    mimetype === MIME.odt &&
    names.includes('content.xml') &&
    !names.some((name) => /^(Basic|Scripts)\//.test(name))
  );
}

/**
 * Word or OpenDocument, once opened within ARCHIVE_LIMITS: the listing first, then the
 * one part that says which it is. Nothing else a ZIP may be is accepted, nor a ZIP that
 * cannot be read or is past the limits.
 */
function archiveType(bytes: Uint8Array): DetectedType | undefined {
  try {
    const names = listArchive(bytes);
    if (names.includes('word/document.xml')) {
      const types = readParts(bytes, ['[Content_Types].xml']).get('[Content_Types].xml') ?? '';
      return isPlainWordArchive(names, types) ? MIME.docx : undefined;
    }
    if (names[0] === 'mimetype') return isPlainOdfText(names, readParts(bytes, ['mimetype']).get('mimetype') ?? '') ? MIME.odt : undefined;
    return undefined;
  } catch {
    return undefined;
  }
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

/** A ZIP's first bytes (a local file header): Word and OpenDocument files are ZIP archives. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * The file's real type, or undefined for anything not on the list: the format is
 * recognised from its bytes, and an Office or OpenDocument file is opened to check it is
 * the document it claims and holds no macros (a ZIP that merely contains the text
 * `word/`, a macro document renamed .docx, a Java archive are all refused). A ZIP is
 * opened here, within ARCHIVE_LIMITS, never by `file-type`, which inflates a part whole.
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  if (ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)) return archiveType(bytes);
  // a file cut short is no file of any type
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  switch (found?.mime) {
    case MIME.pdf:
    case MIME.jpeg:
    case MIME.png:
    case MIME.webp:
      return found.mime;
    case 'application/x-cfb':
      return isPlainWordBinary(bytes) ? MIME.doc : undefined;
    default:
      return undefined;
  }
}

/**
 * The file as it is kept, once its content shows it is one of `accepted`: its real type,
 * and a photo as its pixels only (decoded, upright, scaled, without metadata); undefined
 * when it is not one of them. The costly part of an upload: the caller does it last.
 */
export async function inspectUpload(bytes: Buffer, accepted: readonly string[]): Promise<{ bytes: Buffer; type: DetectedType } | undefined> {
  const type = await detectFileType(bytes);
  if (!type || !accepted.includes(type)) return undefined;
  const kept = type.startsWith('image/') ? await reencodeImage(bytes, type as ImageType) : bytes;
  return kept && { bytes: kept, type };
}

/**
 * Uploads waiting for their turn beyond those being read and inspected; more are told to
 * come back. A waiting upload holds its connection, not its body: a burst of job
 * applications after an advertisement waits here rather than being turned away.
 */
export const UPLOAD_QUEUE = 64;
/** How long an upload waits for its turn before it is told to come back: a visitor still sees the form sending. */
export const UPLOAD_WAIT_MS = 10_000;
/** When a refused upload is to come back, in seconds: the line has moved on by then. */
export const UPLOAD_RETRY_AFTER = 5;

/**
 * At most `atOnce` uploads read and inspected at a time (each holds up to 10 MB and a core),
 * UPLOAD_QUEUE more waiting in each agency's line: with many agencies, one agency's burst
 * of applications never turns another's visitor away, and the places go to the lines in turn.
 */
export function uploadLimit(atOnce: number): ConcurrencyLimit {
  return concurrencyLimit({ atOnce, queue: UPLOAD_QUEUE, maxWaitMs: UPLOAD_WAIT_MS, retryAfter: UPLOAD_RETRY_AFTER, lineOf: scopedAgency });
}

/**
 * Characters that change how a name reads, not what it says: controls, and the bidi
 * overrides, embeddings, isolates and marks that make `CV-Jan\u202Excod.pdf` show as
 * "CV-Janfdp.docx". Removed; every letter and digit stays.
 */
const UNSEEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A file name safe to show in a mail: no path, no control or bidi characters, not too long. */
export function cleanFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSEEN, '').trim().slice(0, 255);
  return clean || 'file';
}

/** When an upload refused for a full disk is to come back, in seconds: someone has to make room first. */
export const DISK_FULL_RETRY_AFTER = 30;

/** Errors of a file system with no room left (the disk, or the folder's quota). */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Writes an upload into the data folder's uploads. A folder with no room left answers
 * `503 unavailable` with Retry-After (the visitor's form comes back later, what was typed
 * kept), never a 500, and leaves no half-written file.
 */
export function storeUpload(dataDir: string, bytes: Buffer, type: DetectedType): { storedName: string; path: string } {
  const dir = join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}${EXTENSION[type]}`;
  const path = join(dir, storedName);
  try {
    writeFileSync(path, bytes, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!NO_ROOM.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    rmSync(path, { force: true });
    throw new HttpError('unavailable', { retryAfter: DISK_FULL_RETRY_AFTER });
  }
  return { storedName, path };
}
