/**
 * Web storage that never throws. A browser's storage can be missing, full, or forbidden
 * (privacy modes, sandboxed frames, a blocked third-party context): then nothing is read
 * and nothing is kept, and whatever used it goes on without it (a draft, a remembered
 * language, the lines a thank-you page repeats). Rules take a `SafeStorage` as a parameter,
 * so the server and tests give them their own.
 */

/** What the rules use of the Web Storage API (`sessionStorage`, `localStorage`). */
export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage {
  /** the stored text, or undefined when there is none or storage refuses */
  read(key: string): string | undefined;
  /** false when storage refused (full, forbidden) */
  write(key: string, value: string): boolean;
  remove(key: string): void;
}

/** `area` is asked for on each use: merely touching `sessionStorage` throws in some frames. */
export function safeStorage(area: () => StorageArea | null | undefined): SafeStorage {
  const attempt = <T>(use: (storage: StorageArea) => T, otherwise: T): T => {
    try {
      const storage = area();
      return storage ? use(storage) : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    read: (key) => attempt((storage) => storage.getItem(key) ?? undefined, undefined),
    write: (key, value) =>
      attempt((storage) => {
        storage.setItem(key, value);
        return true;
      }, false),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** Values kept in memory only: for a test, or where nothing may outlive the page. */
export function memoryStorage(): SafeStorage & { readonly size: number } {
  const values = new Map<string, string>();
  return {
    read: (key) => values.get(key),
    write: (key, value) => {
      values.set(key, value);
      return true;
    },
    remove: (key) => void values.delete(key),
    get size() {
      return values.size;
    },
  };
}
