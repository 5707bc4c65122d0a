import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SubjectType } from '#domain/accounts/roles.ts';
import { SESSION_COOKIE, SESSION_LIFETIME } from './session-policy';

// The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site
// POSTs), Secure when the request came over https (directly or, with TRUST_PROXY, via a proxy).

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  subjectType: SubjectType,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(SESSION_LIFETIME[subjectType].absoluteMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}
