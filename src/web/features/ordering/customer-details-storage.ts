import type { CustomerDetails, DropoffPoint } from './use-customer-details';

// What the customer details survive in (DESIGN deviation 15), two records, both versioned and read
// back only when they are exactly what this version writes (anything else is ignored, never
// trusted, and never crashes the form):
// - the details the customer asked this device to remember ("Remember my details on this device"),
//   in localStorage, written only after a successful order with the box ticked;
// - the draft of the form as typed, in sessionStorage (one per tab), so the browser's Back and
//   Forward, or a reload, do not lose it; removed after a successful order.
// Where storage is switched off or full (some private modes) nothing is kept and nothing throws.

export const SAVED_DETAILS_KEY = 'quickbite-customer-details';
export const SAVED_DETAILS_VERSION = 1;
export const DETAILS_DRAFT_KEY = 'quickbite-details-draft';
export const DETAILS_DRAFT_VERSION = 1;

/** Longer text is not a name, phone or address anyone typed: the record is ignored. */
const MAX_FIELD_LENGTH = 1000;

export interface SavedDetailsRecord extends CustomerDetails {
  version: typeof SAVED_DETAILS_VERSION;
  savedAt: string;
}

/** The form as typed, and whether "Remember my details on this device" is ticked. */
export interface DetailsDraft {
  details: CustomerDetails;
  remember: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOf(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Touching the storage throws where it is switched off.
    return null;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, text: string | null): void {
  try {
    const storage = storageOf(kind);
    if (text === null) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // Full or switched off meanwhile: the form on screen is still right.
  }
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A stored pin: null, or latitude and longitude as numbers in range; undefined when malformed. */
function readDropoff(value: unknown): DropoffPoint | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { latitude, longitude } = value as Record<string, unknown>;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return undefined;
  return { latitude, longitude };
}

function readDetails(record: Record<string, unknown>): CustomerDetails | null {
  const { customerName, customerPhone, customerAddress } = record;
  if (!isText(customerName) || !isText(customerPhone) || !isText(customerAddress)) return null;
  const dropoff = readDropoff(record.dropoff);
  if (dropoff === undefined) return null;
  // The notes are kept in the draft only; one that is not text is dropped, not the whole draft.
  const { kitchenNote, deliveryInstructions } = record;
  return {
    customerName,
    customerPhone,
    customerAddress,
    dropoff,
    ...(isText(kitchenNote) && kitchenNote !== '' ? { kitchenNote } : {}),
    ...(isText(deliveryInstructions) && deliveryInstructions !== '' ? { deliveryInstructions } : {}),
  };
}

function readRecord(raw: string | null, version: number): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    const record = json as Record<string, unknown>;
    return record.version === version ? record : null;
  } catch {
    return null;
  }
}

/** The remembered details in a stored value, or null for none, another version or any malformed field. */
export function parseSavedDetails(raw: string | null): CustomerDetails | null {
  const record = readRecord(raw, SAVED_DETAILS_VERSION);
  return record ? readDetails(record) : null;
}

export function serializeSavedDetails(details: CustomerDetails, now: Date = new Date()): string {
  const record: SavedDetailsRecord = {
    version: SAVED_DETAILS_VERSION,
    customerName: details.customerName.trim(),
    customerPhone: details.customerPhone.trim(),
    customerAddress: details.customerAddress.trim(),
    dropoff: details.dropoff
      ? { latitude: details.dropoff.latitude, longitude: details.dropoff.longitude }
      : null,
    savedAt: now.toISOString(),
  };
  return JSON.stringify(record);
}

/** The draft in a stored value, or null for none, another version or a malformed one. */
export function parseDetailsDraft(raw: string | null): DetailsDraft | null {
  const record = readRecord(raw, DETAILS_DRAFT_VERSION);
  if (!record || typeof record.remember !== 'boolean') return null;
  const details = readDetails(record);
  return details ? { details, remember: record.remember } : null;
}

/** The stored text of a draft; null for an untouched form (nothing is kept then). */
export function serializeDetailsDraft({ details, remember }: DetailsDraft): string | null {
  const blank =
    details.customerName === '' &&
    details.customerPhone === '' &&
    details.customerAddress === '' &&
    details.dropoff === null &&
    !details.kitchenNote &&
    !details.deliveryInstructions &&
    !remember;
  if (blank) return null;
  return JSON.stringify({ version: DETAILS_DRAFT_VERSION, ...details, remember });
}

// --- The remembered details (localStorage), shared by the tabs -----------------------------------

const savedListeners = new Set<() => void>();
let savedSnapshot: { raw: string | null; details: CustomerDetails | null } = { raw: null, details: null };

/** The remembered details, or null when none are (or storage cannot be read). */
export function readSavedDetails(): CustomerDetails | null {
  const raw = read('localStorage', SAVED_DETAILS_KEY);
  // The same object while the stored text is the same (a stable snapshot for React).
  if (raw !== savedSnapshot.raw) savedSnapshot = { raw, details: parseSavedDetails(raw) };
  return savedSnapshot.details;
}

/** Remembers `details` on this device (after a successful order with the box ticked). */
export function saveDetails(details: CustomerDetails): void {
  write('localStorage', SAVED_DETAILS_KEY, serializeSavedDetails(details));
  for (const listener of savedListeners) listener();
}

/** Forgets the remembered details at once. */
export function forgetSavedDetails(): void {
  write('localStorage', SAVED_DETAILS_KEY, null);
  for (const listener of savedListeners) listener();
}

/** Calls `listener` when the remembered details change, in this tab or another. */
export function subscribeSavedDetails(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_DETAILS_KEY) listener();
  };
  savedListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    savedListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// --- The draft (sessionStorage), shared by the drawer and /checkout of one tab -----------------

type DraftListener = (draft: DetailsDraft, source: object) => void;
const draftListeners = new Set<DraftListener>();

export function readDetailsDraft(): DetailsDraft | null {
  return parseDetailsDraft(read('sessionStorage', DETAILS_DRAFT_KEY));
}

/** Keeps what was typed, and tells the tab's other forms (`source` is the form that typed it). */
export function writeDetailsDraft(draft: DetailsDraft, source: object): void {
  write('sessionStorage', DETAILS_DRAFT_KEY, serializeDetailsDraft(draft));
  for (const listener of draftListeners) listener(draft, source);
}

/** Drops the draft (after a successful order); the forms on screen keep what they show. */
export function clearDetailsDraft(): void {
  write('sessionStorage', DETAILS_DRAFT_KEY, null);
}

export function subscribeDetailsDraft(listener: DraftListener): () => void {
  draftListeners.add(listener);
  return () => {
    draftListeners.delete(listener);
  };
}
