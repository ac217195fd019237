/**
 * Uploaded files (a CV, a testimonial's photo) are recognised by their first bytes,
 * never by the name or type the browser claims, and stored under random names outside
 * anything the server serves.
 */
import { randomBytes } from 'node:crypto';
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

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The file's real type, or undefined for anything not on the list. */
export function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return MIME.pdf; // %PDF-
  // OLE2 compound file: Word 97–2003 (.doc)
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return MIME.doc;
  // a ZIP whose entries include word/: an OOXML Word document, not any zip
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // OpenDocument: its first entry is an uncompressed `mimetype` naming the document's type
    const odt = Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text');
    if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 30 + odt.length)).subarray(30).equals(odt)) return MIME.odt;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/') ? MIME.docx : undefined;
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return MIME.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MIME.png;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return MIME.webp;
  return undefined;
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
