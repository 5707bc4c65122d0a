// The fan-out baseline: a bare `ws` server on /ws that, for each HTTP POST /broadcast, sends the
// posted body as one text message to every open socket, then answers 204. No framework, no database,
// no sessions. Usage: node bare-ws-server.mjs <port>
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const [port] = process.argv.slice(2);
const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/broadcast') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const message = Buffer.concat(chunks).toString();
    for (const socket of wss.clients) if (socket.readyState === socket.OPEN) socket.send(message);
    res.writeHead(204).end();
  });
});
const wss = new WebSocketServer({ server, path: '/ws' });
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
