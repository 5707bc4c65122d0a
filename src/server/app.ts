import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { contentSecurityPolicy } from './http/content-security-policy';
import { registerCustomDomainRedirect } from './http/custom-domain';
import { registerErrorHandling } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSeoRoutes } from './http/seo';
import { registerWebApp } from './http/web-app';
import { type CatalogueCache, createCatalogueCache } from './modules/catalogue/catalogue.cache';
import { createCatalogueRepo } from './modules/catalogue/catalogue.repo';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerHealthRoutes } from './modules/health/health.routes';

export interface AppDependencies {
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Call invalidate() after any write that changes restaurants or menus. */
    catalogueCache: CatalogueCache;
  }
}

export const BODY_LIMIT_BYTES = 100 * 1024;

// Builds the whole HTTP application without listening, so tests drive it through app.inject().
// The database is opened (and migrated) by the caller, which also owns closing it.
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // Map tiles and restaurant images may come from other origins.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'QuickBite API', description: 'Food-delivery marketplace API', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const { db } = deps.database;
  registerHealthRoutes(app, deps.database);
  const catalogueCache = createCatalogueCache();
  app.decorate('catalogueCache', catalogueCache);
  registerCatalogueRoutes(app, createCatalogueRepo(db), catalogueCache);
  registerSeoRoutes(app, db);

  const webApp = await registerWebApp(app, config.webDistDir);
  registerCustomDomainRedirect(app, config.customDomain, webApp.isStaticFile);
  return app;
}
