// A data folder with no room left: the upload is refused as "come back later" (503 with
// Retry-After), never a 500, and no half-written file stays. The file system's answer is
// simulated here (a full disk needs a mount of its own); the soak fills a real one as root.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const noRoom = vi.hoisted(() => ({ code: undefined as string | undefined }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    writeFileSync: (...args: Parameters<typeof fs.writeFileSync>) => {
      if (noRoom.code && String(args[0]).includes(`${join('uploads', '')}`)) {
        fs.writeFileSync(args[0], Buffer.alloc(16), args[2]); // a half-written file, as a full disk leaves it
        throw Object.assign(new Error(`${noRoom.code}: no space left on device, write`), { code: noRoom.code });
      }
      return fs.writeFileSync(...args);
    },
  };
});

const { DISK_FULL_RETRY_AFTER, storeUpload } = await import('./uploads.ts');
const { HttpError } = await import('./http/errors.ts');

afterEach(() => {
  noRoom.code = undefined;
});

describe('storeUpload with no room left', () => {
  it.each(['ENOSPC', 'EDQUOT'])('%s: 503 unavailable with Retry-After, nothing left behind', (code) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uploads-full-'));
    noRoom.code = code;
    let thrown: unknown;
    try {
      storeUpload(dataDir, Buffer.from('%PDF-1.4'), 'application/pdf');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as InstanceType<typeof HttpError>).code).toBe('unavailable');
    expect((thrown as InstanceType<typeof HttpError>).retryAfter).toBe(DISK_FULL_RETRY_AFTER);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('stores the file when there is room, and passes on any other failure as it is', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uploads-room-'));
    const { path } = storeUpload(dataDir, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(existsSync(path)).toBe(true);
    noRoom.code = 'EIO';
    expect(() => storeUpload(dataDir, Buffer.from('%PDF-1.4'), 'application/pdf')).toThrow(/EIO/);
  });
});
