import type { FastifyRequest } from 'fastify';
import { SIGN_IN_REQUIRED, WRONG_ROLE } from '#domain/accounts/messages.ts';
import type { SessionUser } from '#domain/accounts/responses.ts';
import type { SubjectType } from '#domain/accounts/roles.ts';
import { AppError } from '../http/app-error';
import { readSessionToken } from './session-cookie';
import type { SessionRecord, SessionStore } from './session-store';

// Who is calling: the session behind the request's cookie, looked up once per request.
// Route guards (requireRole) are the only way handlers learn it, so every protected route
// states its roles next to its path.

const cache = new WeakMap<FastifyRequest, Promise<SessionRecord | null>>();

export function requestSession(store: SessionStore, request: FastifyRequest): Promise<SessionRecord | null> {
  let pending = cache.get(request);
  if (!pending) {
    const token = readSessionToken(request);
    pending = token ? store.find(token) : Promise.resolve(null);
    cache.set(request, pending);
  }
  return pending;
}

/** A preHandler: 401 without a session, 403 when the session belongs to another role. */
export function requireRole(store: SessionStore, ...roles: SubjectType[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await requestSession(store, request);
    if (!session) throw AppError.unauthorized(SIGN_IN_REQUIRED);
    if (!roles.includes(session.subjectType)) throw AppError.forbidden(WRONG_ROLE);
  };
}

/**
 * The signed-in administrator's account under an admin-only route: 401 when the account is gone
 * (deleted while its session lived).
 */
export async function currentAdmin(
  store: SessionStore,
  request: FastifyRequest,
  findAdmin: (id: number) => Promise<SessionUser | null>,
): Promise<SessionUser> {
  const session = await currentSession(store, request);
  const admin = await findAdmin(session.subjectId);
  if (!admin) throw AppError.unauthorized(SIGN_IN_REQUIRED);
  return admin;
}

/** The session a guarded handler runs under (requireRole has already ensured there is one). */
export async function currentSession(store: SessionStore, request: FastifyRequest): Promise<SessionRecord> {
  const session = await requestSession(store, request);
  if (!session) throw AppError.unauthorized(SIGN_IN_REQUIRED);
  return session;
}
