import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '#server/auth/session-policy.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';

// Signing in through the real endpoints, for tests that need a session cookie.

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] as string;
}

export async function signInAs(
  app: FastifyInstance,
  role: 'admin' | 'restaurant' | 'driver',
  credentials?: { email: string; password: string },
): Promise<string> {
  const { email, password } = credentials ?? DEMO_ACCOUNTS[role];
  const res = await app.inject({
    method: 'POST',
    url: role === 'admin' ? '/api/admin/login' : '/api/auth/login',
    payload: role === 'admin' ? { email, password } : { email, password, role },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieFrom(res.headers['set-cookie']);
}
