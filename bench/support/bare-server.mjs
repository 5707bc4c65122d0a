// The baseline: a bare node:http server answering the same bytes the app answers, with no
// framework, no database and no validation. Usage: node bare-server.mjs <port> <bodies.json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodiesFile] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8'))).map(([k, v]) => [k, Buffer.from(v)]),
);
createServer((req, res) => {
  const body = bodies.get(req.url);
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
