// The two notes a customer may write at checkout (issue 37 item 2): one for the kitchen, one for
// the driver at the door. Plain text, one rule on both sides: the checkout form counts with it and
// POST /api/orders refuses with it.
import { z } from 'zod';

export const ORDER_NOTE_MAX_LENGTH = 300;
/** The form shows how many characters are left once this few remain. */
export const ORDER_NOTE_COUNT_FROM = 60;

export const KITCHEN_NOTE_LABEL = 'Note for the kitchen';
export const KITCHEN_NOTE_PLACEHOLDER = 'No onions, allergies…';
export const DELIVERY_INSTRUCTIONS_LABEL = 'Instructions for the driver';
export const DELIVERY_INSTRUCTIONS_PLACEHOLDER = 'Ring the side door…';

export const KITCHEN_NOTE_TOO_LONG = `Kitchen note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`;
export const KITCHEN_NOTE_CONTROL = 'Kitchen note must be plain text';
export const DELIVERY_INSTRUCTIONS_TOO_LONG = `Delivery instructions must be at most ${ORDER_NOTE_MAX_LENGTH} characters`;
export const DELIVERY_INSTRUCTIONS_CONTROL = 'Delivery instructions must be plain text';

// Control characters (C0, DEL, C1) other than tab and line feed; a carriage return is folded into
// a line feed first, so text pasted from Windows stays plain text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is exactly about them
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Whether `text` holds a character a note may not carry. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text.replace(/\r\n?/g, '\n'));
}

/** Characters a note counts against its limit: after trimming, line breaks as one. */
export function noteLength(text: string): number {
  return text.replace(/\r\n?/g, '\n').trim().length;
}

/** Characters left before the limit, or null while far from it (the form shows nothing then). */
export function noteCharactersLeft(text: string): number | null {
  const left = ORDER_NOTE_MAX_LENGTH - noteLength(text);
  return left <= ORDER_NOTE_COUNT_FROM ? left : null;
}

/** One note: missing, null or blank means none (null); else trimmed, bounded and plain. */
function orderNote(messages: { tooLong: string; control: string }) {
  return z
    .string({ error: messages.control })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .refine((text) => !hasControlCharacter(text), { message: messages.control, abort: true })
    .refine((text) => text.length <= ORDER_NOTE_MAX_LENGTH, messages.tooLong)
    .nullish()
    .transform((text) => (text ? text : null));
}

export const kitchenNoteSchema = orderNote({ tooLong: KITCHEN_NOTE_TOO_LONG, control: KITCHEN_NOTE_CONTROL });
export const deliveryInstructionsSchema = orderNote({
  tooLong: DELIVERY_INSTRUCTIONS_TOO_LONG,
  control: DELIVERY_INSTRUCTIONS_CONTROL,
});

/** The checkout form's two notes, as the details step and /checkout validate them before placing. */
export const orderNotesSchema = z.object({
  kitchenNote: kitchenNoteSchema,
  deliveryInstructions: deliveryInstructionsSchema,
});
export type OrderNotes = z.output<typeof orderNotesSchema>;
