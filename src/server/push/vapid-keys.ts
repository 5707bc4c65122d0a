import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type AppConfig, ConfigError } from '../config';
import type { DbOrTx } from '../db/client';
import { serverSettings } from '../db/schema';
import { loadWebPush } from './web-push-library';

// The server's Web Push (VAPID) key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else made when
// first needed and kept in server_settings. Every instance on one database must sign with the
// same key (a browser's subscription is bound to the public key it was made with), so a fresh pair
// is only offered to the table: the first insert wins and everyone reads the winner.

export const VAPID_SETTING = 'vapid_keys';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes), what browsers take as applicationServerKey. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
  subject: string;
}

export interface VapidKeySource {
  /** The keys, read once and then kept; a failed read (database down) is tried again next time. */
  get(): Promise<VapidKeys>;
}

export function createVapidKeySource(
  config: Pick<AppConfig, 'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject'>,
  db: DbOrTx,
): VapidKeySource {
  const subject = config.vapidSubject;
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    const keys = { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
    assertPair(keys, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    return { get: async () => keys };
  }
  let loaded: VapidKeys | undefined;
  let loading: Promise<VapidKeys> | undefined;
  return {
    get() {
      if (loaded) return Promise.resolve(loaded);
      loading ??= sharedPair(db)
        .then((pair) => {
          loaded = { ...pair, subject };
          return loaded;
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
  };
}

async function sharedPair(db: DbOrTx): Promise<{ publicKey: string; privateKey: string }> {
  // Every start after the first finds the pair stored: it neither makes one nor loads web-push.
  const stored = (await storedPair(db)) ?? (await offerPair(db));
  assertPair(stored, `server_settings.${VAPID_SETTING}`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

async function storedPair(db: DbOrTx): Promise<{ publicKey: string; privateKey: string } | undefined> {
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.name, VAPID_SETTING))
    .limit(1);
  return row ? (JSON.parse(row.value) as { publicKey: string; privateKey: string }) : undefined;
}

/** Offers a fresh pair to the table; whichever instance inserted first, its pair is the one read back. */
async function offerPair(db: DbOrTx): Promise<{ publicKey: string; privateKey: string }> {
  const webpush = await loadWebPush();
  await db
    .insert(serverSettings)
    .values({ name: VAPID_SETTING, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const stored = await storedPair(db);
  if (!stored) throw new Error('the VAPID key pair could not be stored');
  return stored;
}

/** The public key must be the private key's own: a mismatch would make every push service refuse us. */
function assertPair(keys: { publicKey: string; privateKey: string }, origin: string): void {
  let derived: string;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    derived = ecdh.getPublicKey().toString('base64url');
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${origin}: the private key is not a P-256 key`);
  }
  if (derived !== keys.publicKey) {
    throw new ConfigError(`Invalid configuration:\n  ${origin}: the public key is not the private key's`);
  }
}
