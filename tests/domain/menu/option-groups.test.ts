import { describe, expect, it } from 'vitest';
import {
  checkLineOptions,
  DUPLICATE_OPTION_ID,
  GROUP_NAME_REQUIRED,
  lineOptionsSchema,
  MAX_ABOVE_OPTIONS,
  MAX_CHOICES_RANGE,
  MIN_ABOVE_MAX,
  MIN_CHOICES_RANGE,
  NAME_TOO_LONG,
  NO_OPTIONS,
  OPTION_NAME_REQUIRED,
  OPTIONAL_NEEDS_NO_MIN,
  type OptionGroup,
  optionGroupsCurrencyIssue,
  optionGroupsFieldPath,
  optionGroupsInputSchema,
  PRICE_DELTA_FORMAT,
  REQUIRED_NEEDS_MIN,
  TOO_MANY_GROUPS,
  TOO_MANY_OPTIONS,
  unitPrice,
  unitPriceCents,
} from '#domain/menu/option-groups.ts';
import { orderLinesText, orderLineText } from '#domain/order-lifecycle/order-line-text.ts';
import { messagesFor } from '../support/schema-helpers';

const size = {
  name: 'Size',
  required: true,
  maxChoices: 1,
  options: [
    { name: 'Small', priceDelta: '0' },
    { name: 'Large', priceDelta: '3.50' },
  ],
};

const options = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Option ${i + 1}` }));

describe('optionGroupsInputSchema', () => {
  it('fills minChoices from required and defaults the rest', () => {
    const [group] = optionGroupsInputSchema
      .parse([size, { name: 'Extras', maxChoices: 2, options: options(3) }])
      .slice(1);
    expect(optionGroupsInputSchema.parse([size])[0]).toEqual({
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { name: 'Small', priceDelta: '0', isAvailable: true },
        { name: 'Large', priceDelta: '3.50', isAvailable: true },
      ],
    });
    expect(group).toMatchObject({ required: false, minChoices: 0, maxChoices: 2 });
  });

  it('accepts an empty list and numbers as deltas', () => {
    expect(optionGroupsInputSchema.parse([])).toEqual([]);
    const [group] = optionGroupsInputSchema.parse([{ ...size, options: [{ name: 'Big', priceDelta: 1.5 }] }]);
    expect(group?.options[0]?.priceDelta).toBe('1.5');
  });

  it('names each broken rule at its path', () => {
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, name: ' ' }])).toEqual({
      '0.name': [GROUP_NAME_REQUIRED],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, name: 'x'.repeat(61) }])).toEqual({
      '0.name': [NAME_TOO_LONG],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, options: [] }])).toMatchObject({
      '0.options': [NO_OPTIONS],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, options: options(31) }])).toEqual({
      '0.options': [TOO_MANY_OPTIONS],
    });
    expect(
      messagesFor(
        optionGroupsInputSchema,
        Array.from({ length: 11 }, () => size),
      ),
    ).toEqual({
      '': [TOO_MANY_GROUPS],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, options: [{ name: '' }] }])).toEqual({
      '0.options.0.name': [OPTION_NAME_REQUIRED],
    });
    expect(
      messagesFor(optionGroupsInputSchema, [{ ...size, options: [{ name: 'A', priceDelta: '-1' }] }]),
    ).toEqual({
      '0.options.0.priceDelta': [PRICE_DELTA_FORMAT],
    });
    expect(
      messagesFor(optionGroupsInputSchema, [{ ...size, options: [{ name: 'A', priceDelta: '1.234' }] }]),
    ).toEqual({
      '0.options.0.priceDelta': [PRICE_DELTA_FORMAT],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, minChoices: -1 }])).toMatchObject({
      '0.minChoices': [MIN_CHOICES_RANGE],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, maxChoices: 0 }])).toMatchObject({
      '0.maxChoices': [MAX_CHOICES_RANGE],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, maxChoices: 3 }])).toEqual({
      '0.maxChoices': [MAX_ABOVE_OPTIONS],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, minChoices: 2, maxChoices: 1 }])).toEqual({
      '0.minChoices': [MIN_ABOVE_MAX],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, minChoices: 0 }])).toEqual({
      '0.minChoices': [REQUIRED_NEEDS_MIN],
    });
    expect(messagesFor(optionGroupsInputSchema, [{ ...size, required: false, minChoices: 1 }])).toEqual({
      '0.minChoices': [OPTIONAL_NEEDS_NO_MIN],
    });
    expect(
      messagesFor(optionGroupsInputSchema, [
        { ...size, id: 5, options: [{ id: 5, name: 'A' }, { name: 'B' }] },
      ]),
    ).toEqual({ '0.options.0.id': [DUPLICATE_OPTION_ID] });
  });

  it('writes field paths the way a 400 names them', () => {
    expect(optionGroupsFieldPath([0, 'maxChoices'])).toBe('optionGroups[0].maxChoices');
    expect(optionGroupsFieldPath([1, 'options', 2, 'name'])).toBe('optionGroups[1].options[2].name');
  });

  it('checks the deltas against the currency', () => {
    expect(optionGroupsCurrencyIssue([{ options: [{ priceDelta: '1.50' }] }], 'USD')).toBeNull();
    expect(
      optionGroupsCurrencyIssue([{ options: [{ priceDelta: '200' }, { priceDelta: '50.5' }] }], 'JPY'),
    ).toEqual(['optionGroups[0].options[1].priceDelta', 'Price change must be a whole amount in JPY']);
  });
});

const menuSize: OptionGroup = {
  id: 1,
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 2, name: 'Small', priceDelta: '0.00', isAvailable: true },
    { id: 3, name: 'Large', priceDelta: '3.50', isAvailable: true },
  ],
};
const toppings: OptionGroup = {
  id: 4,
  name: 'Toppings',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 5, name: 'Extra cheese', priceDelta: '1.25', isAvailable: true },
    { id: 6, name: 'Olives', priceDelta: '1.00', isAvailable: true },
    { id: 7, name: 'Anchovies', priceDelta: '2.00', isAvailable: false },
  ],
};
const margherita = { name: 'Margherita', optionGroups: [menuSize, toppings] };

describe('checkLineOptions', () => {
  it('returns the snapshot of the chosen options in menu order', () => {
    expect(checkLineOptions(margherita, [5, 3])).toEqual({
      ok: true,
      chosen: [
        { id: 3, group: 'Size', name: 'Large', priceDelta: '3.50' },
        { id: 5, group: 'Toppings', name: 'Extra cheese', priceDelta: '1.25' },
      ],
    });
    expect(checkLineOptions({ name: 'Cola', optionGroups: [] }, [])).toEqual({ ok: true, chosen: [] });
  });

  it('refuses each kind of bad choice with its message', () => {
    expect(checkLineOptions(margherita, [])).toEqual({ ok: false, message: 'Choose a Size for Margherita' });
    const egg = { ...menuSize, name: 'Egg style' };
    expect(checkLineOptions({ name: 'Ramen', optionGroups: [egg] }, [])).toEqual({
      ok: false,
      message: 'Choose an Egg style for Ramen',
    });
    expect(checkLineOptions(margherita, [2, 3])).toEqual({
      ok: false,
      message: 'Choose at most 1 Size for Margherita',
    });
    expect(checkLineOptions(margherita, [2, 5, 6, 5])).toEqual({
      ok: false,
      message: 'Extra cheese is chosen twice for Margherita',
    });
    expect(checkLineOptions(margherita, [2, 7])).toEqual({
      ok: false,
      message: 'Anchovies is no longer available for Margherita',
    });
    expect(checkLineOptions(margherita, [2, 99])).toEqual({
      ok: false,
      message: "That choice is not on Margherita's menu",
    });
    const three = { ...toppings, options: toppings.options.map((o) => ({ ...o, isAvailable: true })) };
    expect(checkLineOptions({ name: 'Margherita', optionGroups: [three] }, [5, 6, 7])).toEqual({
      ok: false,
      message: 'Choose at most 2 Toppings for Margherita',
    });
    const two = { ...three, required: true, minChoices: 2 };
    expect(checkLineOptions({ name: 'Margherita', optionGroups: [two] }, [5])).toEqual({
      ok: false,
      message: 'Choose at least 2 Toppings for Margherita',
    });
  });
});

describe('unit prices and line text', () => {
  it('adds the deltas in the currency', () => {
    expect(unitPriceCents('12.99', [{ priceDelta: '3.50' }, { priceDelta: '1.25' }], 'USD')).toBe(1774);
    expect(unitPrice('12.99', [], 'USD')).toBe('12.99');
    expect(unitPrice('980', [{ priceDelta: '200' }], 'JPY')).toBe('1180');
  });

  it('writes a line with its choices', () => {
    const line = { name: 'Margherita', quantity: 2, options: [{ name: 'Large' }, { name: 'Extra cheese' }] };
    expect(orderLineText(line)).toBe('2 × Margherita (Large, Extra cheese)');
    expect(orderLinesText([line, { name: 'Cola', quantity: 1 }])).toBe(
      '2 × Margherita (Large, Extra cheese), 1 × Cola',
    );
  });

  it('reads line options with a default', () => {
    expect(lineOptionsSchema.parse(undefined)).toEqual([]);
    expect(lineOptionsSchema.safeParse(['a']).success).toBe(false);
  });
});
