// Answers of the Web Push routes (issue "Never miss an order").
import * as z from 'zod';

/** GET /api/push/key: the server's VAPID public key, base64url (the browser's applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** 201 of POST /api/push/subscriptions and POST /api/orders/track/{token}/push: the endpoint kept. */
export const pushSubscribedSchema = z.object({ endpoint: z.string() });
export type PushSubscribed = z.infer<typeof pushSubscribedSchema>;
