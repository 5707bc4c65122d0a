// The server process of `npm run bench:menu-split`: the app, started from its production build as
// `npm start` runs it (PORT and the rest from the environment), and in the same process two bare
// node:http servers answering the app's menu answer byte for byte (head included, a fresh request id
// each time). One of them also writes the app's access line through the app's own logger stream.
// All three share one heap, one event loop and the same loaded code, so what one answer costs each
// of them differs only by what each does per answer.
// Usage: node --enable-source-maps --import tsx menu-split-server.ts <app main.js> <bare port>
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { pathToFileURL } from 'node:url';
import { accessLine } from '#server/http/access-log.ts';
import { loggerOptions } from '#server/http/logger-options.ts';
import { NODE_HEADERS } from './app-server';
import { waitForUrl } from './processes';

const MENU_PATH = '/api/restaurants/1/menu';
const MENU_ROUTE = '/api/restaurants/:id/menu';

const [appMain = '', barePort = ''] = process.argv.slice(2);
await import(pathToFileURL(appMain).href);

const appUrl = `http://127.0.0.1:${process.env.PORT}${MENU_PATH}`;
await waitForUrl(appUrl);
const answer = await fetch(appUrl);
const body = Buffer.from(await answer.arrayBuffer());
const head = [...answer.headers].filter(([name]) => !NODE_HEADERS.has(name)).flat();
const idAt = head.indexOf('x-request-id') + 1;

// The access line exactly as the app writes it: the same builder and the same kind of stream
// (64 KB batches handed to sonic-boom on stdout), after the same logger bindings.
const logStream = loggerOptions('info').stream as unknown as { write(line: string): unknown };
const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

function bareAnswer(withAccessLine: boolean) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== MENU_PATH) {
      res.writeHead(404).end();
      return;
    }
    const start = performance.now();
    const id = randomUUID();
    head[idAt] = id;
    res.writeHead(200, head);
    res.end(body);
    if (!withAccessLine) return;
    const request = {
      method: 'GET',
      url: req.url,
      headers: req.headers,
      host: req.headers.host ?? '',
      ip: req.socket.remoteAddress,
      socket: req.socket,
      routeOptions: { url: MENU_ROUTE },
    };
    logStream.write(
      accessLine(Date.now(), `${bindings},"reqId":"${id}"`, request, 200, performance.now() - start),
    );
  };
}

createServer(bareAnswer(false)).listen(Number(barePort), '127.0.0.1');
createServer(bareAnswer(true)).listen(Number(barePort) + 1, '127.0.0.1');
