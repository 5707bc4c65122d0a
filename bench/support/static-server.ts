import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { preferredEncoding } from '#server/http/web-app.ts';

// Serves a built page (the Lighthouse control) over node:http, compressed as the app server sends
// its files: brotli (quality 11) else gzip (level 9), chosen by the app's own Accept-Encoding rule.
// Everything is read and compressed once at start, so a request costs the same as the app's
// pre-compressed files.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

interface Variants {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function load(root: string): Map<string, Variants> {
  const files = new Map<string, Variants>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      const type = TYPES[extname(entry)] ?? 'application/octet-stream';
      const identity = readFileSync(full);
      const text = type.startsWith('text/') || type.includes('json') || type.includes('svg');
      files.set(`/${relative(root, full).split(sep).join('/')}`, {
        type,
        identity,
        ...(text && {
          br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(identity, { level: 9 }),
        }),
      });
    }
  };
  walk(root);
  return files;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves root on a free loopback port; `/` and unknown paths get index.html, as the app's shell. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const files = load(root);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const file = files.get(path) ?? files.get('/index.html');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encoding === 'identity' ? file.identity : (file[encoding] ?? file.identity);
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(body !== file.identity && { 'Content-Encoding': encoding }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
