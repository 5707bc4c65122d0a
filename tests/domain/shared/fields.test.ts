import { describe, expect, it } from 'vitest';
import {
  coordinate,
  findUnstorableText,
  isHttpUrlOrPath,
  isValidPhone,
  normalizeEmail,
  optionalEnum,
  optionalText,
  optionalUrl,
  phoneText,
  requiredEnum,
  requiredText,
  UNSTORABLE_TEXT,
} from '#domain/shared/fields.ts';

// Customer phones are tested with their own module (phone.test.ts); these are partners' contact
// phones, kept as typed.
describe('isValidPhone (registration contact phones)', () => {
  it('accepts 7 to 20 digits written with spaces, dashes, dots, parentheses and a leading +', () => {
    expect(isValidPhone('+1 416-555-0101')).toBe(true);
    expect(isValidPhone('(416) 555.0101')).toBe(true);
    expect(isValidPhone('  +44 20 7946 0958 ')).toBe(true);
    expect(isValidPhone('1234567')).toBe(true);
  });

  it('refuses other characters, too few and too many digits', () => {
    expect(isValidPhone('1+2')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1'.repeat(21))).toBe(false);
  });
});

describe('phoneText', () => {
  it('keeps the phone as typed, trimmed', () => {
    expect(phoneText('Phone number is required').parse(' +1 (416) 555-0101 ')).toBe('+1 (416) 555-0101');
  });

  it('requires a value that looks like a phone number, one message at a time', () => {
    const phone = phoneText('Phone number is required', 10);
    expect(phone.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Phone number is required']);
    expect(phone.safeParse(undefined).error?.issues[0]?.message).toBe('Phone number is required');
    expect(phone.safeParse('12-34').error?.issues.map((i) => i.message)).toEqual([
      'Phone number is required',
    ]);
    expect(phone.safeParse('call me maybe').error?.issues.map((i) => i.message)).toEqual([
      'Invalid phone number',
    ]);
    expect(phone.safeParse('1'.repeat(31)).error?.issues.map((i) => i.message)).toEqual([
      'Must be at most 30 characters',
    ]);
  });
});

describe('text and enum builders', () => {
  it('trims, requires and bounds text', () => {
    const name = requiredText('Name is required', 5);
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse('Annabel').error?.issues[0]?.message).toBe('Must be at most 5 characters');
  });

  it('turns blank optional text into undefined', () => {
    const note = optionalText(3);
    expect(note.parse('')).toBeUndefined();
    expect(note.parse(null)).toBeUndefined();
    expect(note.parse(undefined)).toBeUndefined();
    expect(note.parse(' ab ')).toBe('ab');
    expect(note.safeParse('abcd').success).toBe(false);
  });

  it('distinguishes a missing enum from a wrong one', () => {
    const size = requiredEnum(['S', 'M'] as const, 'Size is required');
    expect(size.safeParse(undefined).error?.issues[0]?.message).toBe('Size is required');
    expect(size.safeParse('').error?.issues[0]?.message).toBe('Size is required');
    expect(size.safeParse('XL').error?.issues[0]?.message).toBe('Select one of the listed options');
    const optional = optionalEnum(['S', 'M'] as const);
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse('M')).toBe('M');
    expect(optional.safeParse('XL').error?.issues[0]?.message).toBe('Select one of the listed options');
  });

  it('normalises emails', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('urls and coordinates', () => {
  it('accepts http(s) URLs and site paths only', () => {
    expect(isHttpUrlOrPath('https://example.com/a.png')).toBe(true);
    expect(isHttpUrlOrPath('http://example.com')).toBe(true);
    expect(isHttpUrlOrPath('/images/a.svg')).toBe(true);
    expect(isHttpUrlOrPath('//evil.example/a.png')).toBe(false);
    expect(isHttpUrlOrPath('javascript:alert(1)')).toBe(false);
    expect(isHttpUrlOrPath('not a url')).toBe(false);
  });

  it("maps '' and null to null and keeps a missing url undefined", () => {
    const url = optionalUrl('Must be a valid URL');
    expect(url.parse('')).toBeNull();
    expect(url.parse(null)).toBeNull();
    expect(url.parse(undefined)).toBeUndefined();
    expect(url.safeParse('ftp://x').error?.issues.map((i) => i.message)).toEqual(['Must be a valid URL']);
    expect(
      url.safeParse(`https://x.example/${'a'.repeat(2048)}`).error?.issues.map((i) => i.message),
    ).toEqual(['Must be at most 2048 characters']);
  });

  it('parses coordinates from numbers or text within range', () => {
    const lat = coordinate(90, 'Bad latitude');
    expect(lat.parse(43.65)).toBe(43.65);
    expect(lat.parse('-43.65')).toBe(-43.65);
    for (const bad of [91, '-90.5', 'abc', '', Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(lat.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('Bad latitude');
    }
  });
});

describe('text a database cannot store', () => {
  const NUL = '\u0000';

  it('is refused by the text builders with one message', () => {
    expect(requiredText('Name is required', 100).safeParse(`Mia${NUL}`).error?.issues[0]?.message).toBe(
      UNSTORABLE_TEXT,
    );
    expect(optionalText(100).safeParse(NUL).error?.issues[0]?.message).toBe(UNSTORABLE_TEXT);
    expect(requiredText('Name is required', 100).safeParse('Mia').success).toBe(true);
  });

  it('is found anywhere in a value, with the path to it', () => {
    expect(findUnstorableText({ a: 'ok', items: [{ name: 'x' }, { name: `y${NUL}` }] })).toBe(
      'items[1].name',
    );
    expect(findUnstorableText({ [`k${NUL}`]: 1 })).toBe(`k${NUL}`);
    expect(findUnstorableText(`top${NUL}`)).toBe('');
    expect(findUnstorableText({ a: ['fine', 1, null, true] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = `bottom${NUL}`;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBe('[0]'.repeat(20_000));
  });
});
