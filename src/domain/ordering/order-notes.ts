// The two notes a customer may write at checkout (issue 37 item 2): one for the kitchen, one for
// the driver at the door. Plain text, one rule on both sides: the checkout form counts with it and
// POST /api/orders refuses with it (the schemas are in requests.ts: this file stays free of zod, so
// the cart drawer on every screen can count without loading it).

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

/** A Windows or old Mac line break as one line feed. */
export const foldLineBreaks = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Whether `text` holds a character a note may not carry. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(foldLineBreaks(text));
}

/** Characters a note counts against its limit: after trimming, line breaks as one. */
export function noteLength(text: string): number {
  return foldLineBreaks(text).trim().length;
}

/** Characters left before the limit, or null while far from it (the form shows nothing then). */
export function noteCharactersLeft(text: string): number | null {
  const left = ORDER_NOTE_MAX_LENGTH - noteLength(text);
  return left <= ORDER_NOTE_COUNT_FROM ? left : null;
}
