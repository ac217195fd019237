// A zip bomb posted as a CV: a 1 MB Word document whose [Content_Types].xml inflates to
// 1.1 GB. It is refused with the CV message while the server's memory stays within
// 100 MB of where it was, whether the archive says how big its part is or lies about
// it; it is only opened once the form and the captcha passed; and uploads beyond a few
// at a time wait, then are told to come back, instead of filling the memory.
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { strToU8, Zip, ZipDeflate, type ZipInputFile, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../core/messages.ts';
import { validForms } from '../testing/fixtures.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { UPLOAD_QUEUE } from './uploads.ts';

const MB = 1024 * 1024;
const WORD_TYPES = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>`;

/**
 * A `[Content_Types].xml` of `inflated` bytes of spaces as one DEFLATE stream, with its
 * true CRC and size: the same megabyte compressed once and repeated (each block ends on a
 * full flush, so the blocks follow each other in one stream).
 */
function spacesPart(inflated: number) {
  const head = strToU8(WORD_TYPES);
  const block = new Uint8Array(MB).fill(0x20);
  const tail = strToU8('</Types>');
  const blocks = Math.ceil(inflated / MB);
  const flushed = (bytes: Uint8Array) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const deflatedBlock = flushed(block);
  const stream = [flushed(head), ...Array.from({ length: blocks }, () => deflatedBlock), deflateRawSync(tail)];
  let crc = crc32(head);
  for (let n = 0; n < blocks; n++) crc = crc32(block, crc);
  return { stream, crc: crc32(tail, crc), size: head.length + blocks * MB + tail.length };
}

/** A Word document whose `[Content_Types].xml` is `part`; its size in the archive is the true one, or `claimed` when the archive lies. */
function wordBomb(part: ReturnType<typeof spacesPart>, claimed?: number): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  const types: ZipInputFile = { filename: '[Content_Types].xml', size: claimed ?? part.size, crc: part.crc, compression: 8 };
  zip.add(types);
  part.stream.forEach((chunk, index) => types.ondata!(null, chunk, index === part.stream.length - 1));
  const document = new ZipDeflate('word/document.xml');
  zip.add(document);
  document.push(strToU8('<w:document/>'), true);
  zip.end();
  return Buffer.concat(out);
}

/** This process's resident memory now, and its peak since the last reset (Linux: /proc/self/status, reset through clear_refs). */
const memory = () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
};
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');

const job = () => ({ ...validForms({ sale: 1, rent: 1 }).job, email: `cv.${Math.random().toString(36).slice(2)}@example.be` });
const plainCv = () => zipSync({ '[Content_Types].xml': strToU8(`${WORD_TYPES}</Types>`), 'word/document.xml': strToU8('<w:document/>') });

function cvForm(fields: Record<string, unknown>, cv: Uint8Array): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify(fields));
  form.set('cv', new Blob([new Uint8Array(cv)], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), 'cv.docx');
  return form;
}

let server: TestServer;
const gigabyte = spacesPart(1_100_000_000);
const bombs = {
  // honest about its size: 1.1 GB claimed by a 1 MB archive
  'says its size': wordBomb(gigabyte),
  // claims a few kilobytes: only the inflater's own count stops it
  'lies about its size': wordBomb(gigabyte, 4_096),
};

beforeAll(async () => {
  server = await startServer();
  // the first upload loads what inspecting one needs: measured from there on
  expect((await server.call('/api/v1/requests/job', { method: 'POST', body: cvForm(job(), plainCv()) })).status).toBe(201);
}, 120_000);
afterAll(() => server?.close());

describe('a zip bomb as a CV', () => {
  it.each(Object.keys(bombs) as (keyof typeof bombs)[])('that %s is refused with the CV message, memory within 100 MB', async (name) => {
    const bomb = bombs[name];
    // a megabyte that inflates to more than a gigabyte
    expect(bomb.length).toBeLessThan(1.1 * MB);
    expect(gigabyte.size).toBeGreaterThan(1_000_000_000);
    const body = cvForm(job(), bomb);
    resetPeak();
    const before = memory().rss;
    const answer = await server.call('/api/v1/requests/job', { method: 'POST', body });
    const { peak } = memory();
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: 'validation', fields: { cv: validationMessages.cvType.id } });
    expect(peak - before).toBeLessThan(100 * MB);
    expect((await server.call('/api/v1/health')).status).toBe(200);
  });
});

describe('an upload is opened only after the cheap checks', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startServer({ captcha: 'altcha' });
  }, 120_000);
  afterAll(() => guarded?.close());

  it('a wrong captcha: the captcha message alone, the bomb never opened', async () => {
    const answer = await guarded.call('/api/v1/requests/job', { method: 'POST', body: cvForm({ ...job(), captcha: 'forged' }, bombs['lies about its size']) });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: 'validation', fields: { captcha: validationMessages.captchaInvalid.id } });
  });

  it('an incomplete form: the form messages alone, the bomb never opened', async () => {
    const answer = await guarded.call('/api/v1/requests/job', { method: 'POST', body: cvForm({ firstName: 'An', captcha: 'forged' }, bombs['lies about its size']) });
    expect(answer.status).toBe(422);
    const { fields } = (await answer.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields)).toContain('email');
    expect(fields.cv).toBeUndefined();
  });
});

describe('uploads at the same time', () => {
  it(`beyond ${UPLOAD_QUEUE} waiting behind the one being read: 503 with Retry-After; a place frees when a client leaves`, async () => {
    const limited = await startServer({ uploadsAtOnce: 1 });
    const port = new URL(limited.origin).port;
    // uploads whose bodies never finish: each holds its place, as a slow or malicious client does
    const open = Array.from({ length: UPLOAD_QUEUE + 2 }, () => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/v1/requests/job',
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=cut', 'content-length': String(5 * MB) },
      });
      request.on('error', () => undefined);
      request.write('--cut\r\nContent-Disposition: form-data; name="data"\r\n\r\n{');
      return { request, answer: new Promise<IncomingMessage>((resolve) => request.on('response', resolve)) };
    });
    try {
      // one running and UPLOAD_QUEUE waiting: the last to arrive is turned away, the others still wait
      const first = await Promise.race(open.map((item) => item.answer));
      expect(first.statusCode).toBe(503);
      expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
      first.resume();
    } finally {
      for (const { request } of open) request.destroy();
    }
    try {
      // the clients left: their places free as the server sees them go
      let status = 503;
      while (status === 503) {
        status = (await limited.call('/api/v1/requests/job', { method: 'POST', body: cvForm(job(), plainCv()) })).status;
      }
      expect(status).toBe(201);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
