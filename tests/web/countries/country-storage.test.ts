import { afterEach, describe, expect, it, vi } from 'vitest';
import { findCountryByCode } from '#domain/countries/country-list.ts';
import {
  clearStoredCountry,
  readStoredCountry,
  SELECTED_COUNTRY_STORAGE_KEY,
  storeCountry,
} from '#web/features/countries/country-storage.ts';

class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const japan = findCountryByCode('JP');
if (!japan) throw new Error('Japan missing from the catalogue');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('selected country storage (SPEC section 4)', () => {
  it('stores the country object as JSON under the product key and reads it back', () => {
    const storage = new MemoryStorage();
    storeCountry(japan, storage);
    expect(JSON.parse(storage.getItem(SELECTED_COUNTRY_STORAGE_KEY) ?? '')).toEqual(japan);
    expect(readStoredCountry(storage)).toEqual(japan);
  });

  it('reads nothing when nothing is stored, and clearing removes the entry', () => {
    const storage = new MemoryStorage();
    expect(readStoredCountry(storage)).toBeNull();
    storeCountry(japan, storage);
    clearStoredCountry(storage);
    expect(storage.getItem(SELECTED_COUNTRY_STORAGE_KEY)).toBeNull();
    expect(readStoredCountry(storage)).toBeNull();
  });

  it('takes flag, name and currency from the catalogue, trusting only the stored code', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SELECTED_COUNTRY_STORAGE_KEY,
      JSON.stringify({ code: 'JP', name: 'Nippon', currency: 'XXX' }),
    );
    expect(readStoredCountry(storage)).toEqual(japan);
  });

  it('only logs a read failure: broken JSON, unknown code, throwing storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem(SELECTED_COUNTRY_STORAGE_KEY, '{not json');
    expect(readStoredCountry(storage)).toBeNull();
    storage.setItem(SELECTED_COUNTRY_STORAGE_KEY, JSON.stringify({ code: 'XX' }));
    expect(readStoredCountry(storage)).toBeNull();
    storage.setItem(SELECTED_COUNTRY_STORAGE_KEY, '"CA"');
    expect(readStoredCountry(storage)).toBeNull();
    const throwing = new MemoryStorage();
    throwing.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readStoredCountry(throwing)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('survives a storage that refuses writes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => storeCountry(japan, full)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
