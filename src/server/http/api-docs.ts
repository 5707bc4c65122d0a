import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';

// The API's OpenAPI document and its page (/api/docs), made when first asked for. @fastify/swagger
// and the page's plugin, with the YAML library they load, were a sixth of the server's code (about
// 420 of 2,300 KB) loaded at every start, and cost a restart about 3% (decision 0044), for a page
// a developer opens now and then. The routes are
// noted as they are added; the first request under /api/docs builds a Fastify instance of its own
// holding the same routes (their schemas, no handlers) with the two plugins (api-docs-app.ts), and
// every request under /api/docs is answered by it, headers and all.

export const API_DOCS_PREFIX = '/api/docs';

export interface DocumentedRoute {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  schema: RouteOptions['schema'];
}

/** Set per answer by HTTP itself or by the app's own hooks, never copied from the docs' answer. */
const NOT_COPIED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** Notes every route added after it; call it before the slices' routes are registered. */
export function registerApiDocs(app: FastifyInstance): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    // HEAD answers are added beside every GET; the document leaves them out, as @fastify/swagger does.
    if (route.method === 'HEAD' || route.url.startsWith(API_DOCS_PREFIX)) return;
    routes.push({ method: route.method, url: route.url, schema: route.schema });
  });

  let docs: Promise<FastifyInstance> | undefined;
  const docsApp = () => {
    if (!docs) {
      docs = import('./api-docs-app').then(({ buildApiDocsApp }) => buildApiDocsApp(routes, API_DOCS_PREFIX));
      // A failed build is tried again by the next request rather than remembered.
      docs.catch(() => {
        docs = undefined;
      });
    }
    return docs;
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const { host: _host, ...headers } = request.headers;
    const response = await (await docsApp()).inject({ method: 'GET', url: request.url, headers });
    // Anything else under /api/docs is unknown to the app too, and answered as any unknown route.
    if (response.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !NOT_COPIED.has(name)) reply.header(name, value);
    }
    return reply.code(response.statusCode).send(response.rawPayload);
  };
  app.get(API_DOCS_PREFIX, { schema: { hide: true } }, answer);
  app.get(`${API_DOCS_PREFIX}/*`, { schema: { hide: true } }, answer);
}
