import { describe, expect, it } from 'vitest';
import {
  DELIVERY_INSTRUCTIONS_CONTROL,
  DELIVERY_INSTRUCTIONS_TOO_LONG,
  hasControlCharacter,
  KITCHEN_NOTE_CONTROL,
  KITCHEN_NOTE_TOO_LONG,
  noteCharactersLeft,
} from '#domain/ordering/order-notes.ts';
import { orderNotesSchema } from '#domain/ordering/requests.ts';

// One rule for the notes on both sides: the checkout form and POST /api/orders.

const parse = (notes: Record<string, unknown>) => orderNotesSchema.safeParse(notes);
const messages = (notes: Record<string, unknown>) =>
  parse(notes).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('order notes', () => {
  it('trims, folds Windows line breaks, and reads blank, null or missing as none', () => {
    expect(parse({ kitchenNote: '  a\r\nb\t c ', deliveryInstructions: '   ' }).data).toEqual({
      kitchenNote: 'a\nb\t c',
      deliveryInstructions: null,
    });
    expect(parse({ kitchenNote: null }).data).toEqual({ kitchenNote: null, deliveryInstructions: null });
  });

  it('counts the limit after trimming, and names the field past it', () => {
    expect(parse({ kitchenNote: ` ${'a'.repeat(300)} ` }).success).toBe(true);
    expect(messages({ kitchenNote: 'a'.repeat(301) })).toEqual([['kitchenNote', KITCHEN_NOTE_TOO_LONG]]);
    expect(messages({ deliveryInstructions: 'a'.repeat(301) })).toEqual([
      ['deliveryInstructions', DELIVERY_INSTRUCTIONS_TOO_LONG],
    ]);
  });

  it('refuses control characters but line feeds, carriage returns before them and tabs', () => {
    for (const bad of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', 'a\rb'])
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(bad !== 'a\rb');
    expect(hasControlCharacter('line\nnext\ttab\r\nwindows')).toBe(false);
    expect(messages({ kitchenNote: 'x\u0007' })).toEqual([['kitchenNote', KITCHEN_NOTE_CONTROL]]);
    expect(messages({ deliveryInstructions: 'x\u001b' })).toEqual([
      ['deliveryInstructions', DELIVERY_INSTRUCTIONS_CONTROL],
    ]);
  });

  it('says how much is left only near the limit', () => {
    expect(noteCharactersLeft('a'.repeat(200))).toBeNull();
    expect(noteCharactersLeft('a'.repeat(250))).toBe(50);
    expect(noteCharactersLeft('a'.repeat(310))).toBe(-10);
  });
});
