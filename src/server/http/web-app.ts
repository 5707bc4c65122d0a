import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Serves the built web app (dist/web): hashed assets with a long cache life, and the app shell
// (index.html) for every page path, with or without the /d prefix. API paths never get the shell.

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.add(`/${relative(root, full).split(sep).join('/')}`);
    }
  };
  if (existsSync(root)) walk(root);
  return files;
}

export interface WebApp {
  isStaticFile(path: string): boolean;
}

export async function registerWebApp(app: FastifyInstance, configuredDir: string): Promise<WebApp> {
  const webDistDir = resolve(configuredDir);
  const files = listFiles(webDistDir);
  const indexPath = join(webDistDir, 'index.html');
  const shell = existsSync(indexPath) ? readFileSync(indexPath) : undefined;

  if (files.size > 0) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false, // one route per built file: unknown paths fall through to the app shell
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${sep}assets${sep}`);
        // The service worker and manifest must be re-checked, or clients keep an old app forever.
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No route for ${request.method} ${path}`, code: 'not_found' });
    }
    if (!shell) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run "npm run build" (or "npm start", which builds it).');
    }
    // Unknown page paths still get the shell: the app renders its own "404 Page Not Found" screen.
    return reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(shell);
  });

  return { isStaticFile: (path) => files.has(path) && path !== '/index.html' };
}
