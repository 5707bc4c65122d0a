import { describe, expect, it } from 'vitest';
import { idParamSchema, idParamsSchema, idValueSchema, MAX_ID } from '#domain/shared/ids.ts';

describe('idParamSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('accepts %s', (text, value) => {
    expect(idParamSchema.parse(text)).toBe(value);
  });

  it.each([
    'abc',
    '1.5',
    '-1',
    '0',
    '',
    ' 1',
    '01',
    '1e3',
    '0x10',
    '2147483648',
    '9999999999',
    '123456789012345678901234567890',
  ])('rejects %j with exactly one "Invalid id"', (text) => {
    const result = idParamSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid id']);
  });

  it('rejects non-strings', () => {
    expect(idParamSchema.safeParse(5).error?.issues[0]?.message).toBe('Invalid id');
    expect(idParamSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Invalid id');
  });

  it('has a params-object form', () => {
    expect(idParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(idParamsSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(MAX_ID).toBe(2147483647);
  });
});

describe('idValueSchema', () => {
  it('accepts a number or digit string in range', () => {
    expect(idValueSchema.parse(3)).toBe(3);
    expect(idValueSchema.parse('3')).toBe(3);
  });

  it.each([0, -1, 1.5, 2147483648, Number.NaN, null, true])('rejects %s', (value) => {
    expect(idValueSchema.safeParse(value).error?.issues[0]?.message).toBe('Invalid id');
  });
});
