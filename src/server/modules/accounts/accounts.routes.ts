import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginSchema, partnerLoginSchema } from '#domain/accounts/requests.ts';
import { meResponseSchema, type SessionUser, signedInSchema } from '#domain/accounts/responses.ts';
import { createLoginThrottle, type LoginThrottleFactory } from '#server/auth/login-throttle.ts';
import { requestSession } from '#server/auth/request-session.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '#server/auth/session-cookie.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { signInThrottleKey } from '#server/rate-limits/keys.ts';
import type { AccountsRepo } from './accounts.repo';
import type { PasswordChecker } from './credentials';
import { type EndSessionDependencies, endSession } from './end-session';
import { signIn } from './sign-in';

// Sign-in, sign-out and "who am I" for admins, restaurants and drivers (DESIGN section 5).

// Three layers: the throttle lets 10 guesses per address and email be checked per 15 minutes, the
// plain per-address limit bounds the password-hashing work one address can make us do, and the
// hashing queue (auth/password-hashing) bounds what all addresses together can.
const LOGIN_FAILURES_ALLOWED = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_RATE_LIMIT = { max: 100, timeWindow: '15 minutes' };

export interface AccountRouteDependencies extends EndSessionDependencies {
  accounts: AccountsRepo;
  checkPassword: PasswordChecker;
  /** Where failed sign-ins are counted (shared by all instances on PostgreSQL); in memory by default. */
  createLoginThrottle?: LoginThrottleFactory;
}

async function startSession(
  deps: AccountRouteDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<{ user: SessionUser }> {
  // A fresh token at every sign-in (no session fixation); the old one, if any, is ended.
  const previous = readSessionToken(request);
  if (previous) await endSession(deps, previous);
  const token = await deps.sessions.create({ subjectType: user.type, subjectId: user.id });
  setSessionCookie(request, reply, token, user.type);
  return { user };
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = (deps.createLoginThrottle ?? createLoginThrottle)({
    maxFailures: LOGIN_FAILURES_ALLOWED,
    windowMs: LOGIN_WINDOW_MS,
  });

  /**
   * Counts the attempt, then checks the password only if the count allows: however many arrive at
   * once, at most LOGIN_FAILURES_ALLOWED per window are ever checked, and refused ones cost no hashing.
   */
  const guardedSignIn = async (request: FastifyRequest, input: Parameters<typeof signIn>[1]) => {
    const key = signInThrottleKey(request.ip, input.email);
    const decision = await throttle.take(key);
    if (!decision.allowed) {
      const wait = decision.retryAfterSeconds;
      throw new AppError(
        429,
        'rate_limited',
        `Too many failed attempts. Please try again in ${wait} seconds.`,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    try {
      const user = await signIn(deps, input);
      await throttle.clear(key);
      return user;
    } catch (error) {
      const status = error instanceof AppError ? error.status : 500;
      // 401: a wrong guess, it stays counted. 403: the password was right (the account awaits
      // approval). Anything else: the password was never checked (busy, database down).
      if (status === 403) await throttle.clear(key);
      else if (status !== 401) await throttle.giveBack(key);
      throw error;
    }
  };

  api.post(
    '/api/auth/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Restaurant or driver sign-in',
        body: partnerLoginSchema,
        response: {
          200: signedInSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password, role } = request.body;
      const user = await guardedSignIn(request, { type: role, email, password });
      return startSession(deps, request, reply, user);
    },
  );

  api.post(
    '/api/admin/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in (the username box sends email)',
        body: adminLoginSchema,
        response: { 200: signedInSchema, 401: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await guardedSignIn(request, { type: 'admin', email, password });
      return startSession(deps, request, reply, user);
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (ends the server session and closes its live sockets on every instance)',
      },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await endSession(deps, token);
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in',
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requestSession(deps.sessions, request);
      const user = session
        ? await deps.accounts.findSessionUser(session.subjectType, session.subjectId)
        : null;
      return { user };
    },
  );
}
