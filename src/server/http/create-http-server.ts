import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../app';
import type { AppConfig } from '../config';
import { createLimitBackends, type LimitBackends } from '../rate-limits/backends';
import { AccessLog } from './access-log';
import { registerApiDocs } from './api-docs';
import { AppError } from './app-error';
import { contentSecurityPolicy } from './content-security-policy';
import { registerErrorHandling, replyWithError } from './error-handler';
import { loggerOptions } from './logger-options';
import { registerOriginCheck } from './origin-check';
import { createReadyAnswers, type ReadyAnswers } from './ready-answers';
import { registerSecurityHeaders } from './security-headers';
import { registerStorableInputCheck } from './storable-input';
import { fastifyTrustProxy } from './trust-proxy';

// The Fastify instance with what every route shares: server options, JSON-only bodies, the API's
// error format, request ids, security headers, cookies, the origin and storable-input checks, rate
// limits and the OpenAPI document (made when first asked for). buildApp (src/server/app.ts) adds the slices' routes to it.

export const BODY_LIMIT_BYTES = 100 * 1024;

// Fastify's types expect Ajv-shaped factories; the compilers they return take the route's schema
// just as Fastify's setValidatorCompiler/setSerializerCompiler would hand it over.
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export interface HttpServer {
  app: FastifyInstance;
  /** Opened by buildApp once the catalogue cache exists (see ready-answers.ts). */
  readyAnswers: ReadyAnswers;
  /** The headers every API answer carries, for answers sent before Fastify's routing. */
  apiSecurityHeaders: Record<string, string>;
  limits: LimitBackends;
}

export async function createHttpServer(
  config: AppConfig,
  deps: Pick<AppDependencies, 'database' | 'server'>,
): Promise<HttpServer> {
  const trustProxy = fastifyTrustProxy(config.trustProxy);
  const readyAnswers = createReadyAnswers({ trustProxy, server: deps.server });
  const app = Fastify({
    // Cached catalogue answers are sent before Fastify's routing (see http/ready-answers.ts).
    serverFactory: readyAnswers.serverFactory,
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel),
    // One line per request instead of two: see http/access-log.ts.
    logController: new AccessLog(),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Errors met before routing (a URL that cannot be decoded) answer in the API's error format too.
    frameworkErrors: replyWithError,
    // Every schema is a Zod schema: Fastify's default compilers (Ajv, fast-json-stringify) are
    // never used, and naming ours here spares every start their loading.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  // The API speaks JSON only; Fastify would otherwise hand text/plain bodies to handlers as strings.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const apiSecurityHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // Map tiles and restaurant images may come from other origins.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  registerOriginCheck(app);
  registerStorableInputCheck(app);
  const limits = createLimitBackends(app, deps.database);
  await app.register(fastifyRateLimit, {
    global: false,
    store: limits.rateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many attempts. Please try again in ${context.after}.`),
  });
  registerApiDocs(app);
  return { app, readyAnswers, apiSecurityHeaders, limits };
}
