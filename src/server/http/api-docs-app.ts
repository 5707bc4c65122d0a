import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { DocumentedRoute } from './api-docs';

// The instance that serves the API docs (see api-docs.ts): the app's routes by method, path and
// schema, turned into the OpenAPI document by @fastify/swagger, and the page by @fastify/swagger-ui.
// Loaded only when the docs are first asked for, so neither plugin is part of the server's start.

/** Its routes only describe the app's: no handler runs, so no schema needs a validator or serializer. */
const DESCRIBING_ONLY = {
  buildValidator: () => () => (value: unknown) => ({ value }),
  buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** A path under /api/docs that only an app route matches (the web app's catch-all): unknown here. */
function notServedHere(_request: FastifyRequest, reply: FastifyReply) {
  return reply.callNotFound();
}

export async function buildApiDocsApp(routes: DocumentedRoute[], prefix: string): Promise<FastifyInstance> {
  const docs = Fastify({ logger: false, schemaController: { compilersFactory: DESCRIBING_ONLY } });
  await docs.register(fastifySwagger, {
    openapi: {
      info: { title: 'QuickBite API', description: 'Food-delivery marketplace API', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(fastifySwaggerUi, { routePrefix: prefix, staticCSP: true });
  for (const { method, url, schema } of routes) {
    docs.route({ method, url, ...(schema ? { schema } : {}), handler: notServedHere });
  }
  await docs.ready();
  return docs;
}
