import { describe, expect, it } from 'vitest';
import { memoryStorage, type StorageArea, safeStorage } from './storage.ts';

function area(): StorageArea & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const refusing: StorageArea = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('safeStorage', () => {
  it('reads, writes and removes through the storage it is given', () => {
    const given = area();
    const storage = safeStorage(() => given);
    expect(storage.read('a')).toBeUndefined();
    expect(storage.write('a', '1')).toBe(true);
    expect(given.items.get('a')).toBe('1');
    expect(storage.read('a')).toBe('1');
    storage.remove('a');
    expect(given.items.has('a')).toBe(false);
  });

  it.each<[string, () => StorageArea | null | undefined]>([
    ['refuses every call', () => refusing],
    ['cannot even be reached (a sandboxed frame)', () => {
      throw new Error('SecurityError');
    }],
    ['is missing', () => undefined],
  ])('keeps nothing and never throws when the storage %s', (_, given) => {
    const storage = safeStorage(given);
    expect(storage.write('a', '1')).toBe(false);
    expect(storage.read('a')).toBeUndefined();
    expect(() => storage.remove('a')).not.toThrow();
  });
});

describe('memoryStorage', () => {
  it('keeps values for as long as it lives', () => {
    const storage = memoryStorage();
    storage.write('a', '1');
    storage.write('b', '2');
    storage.remove('b');
    expect([storage.read('a'), storage.read('b'), storage.size]).toEqual(['1', undefined, 1]);
  });
});
