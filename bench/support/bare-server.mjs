// The baseline: a bare node:http server answering the same bytes the app answers, with no
// framework, no database, no validation and no logging. Usage:
//   node bare-server.mjs <port> <answers.json> [body|wire]
// answers.json maps each path to the app's answer: { body, headers }. In `body` mode (the default)
// the answer is the same body with only a content type and length. In `wire` mode the head is the
// app's too, header for header (a fresh request id each time, as the app sends), so both servers
// put the same bytes on the wire and the client parses the same answer from each.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, answersFile, mode = 'body'] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([path, { body, headers }]) => {
    const bytes = Buffer.from(body);
    if (mode !== 'wire') {
      const head = { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length };
      return [path, { bytes, head, idAt: -1 }];
    }
    // The app's header list as it was answered; where its request id stands is found once.
    const head = Object.entries(headers).flat();
    return [path, { bytes, head, idAt: head.indexOf('x-request-id') + 1 || -1 }];
  }),
);
createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  if (answer.idAt !== -1) answer.head[answer.idAt] = randomUUID();
  res.writeHead(200, answer.head);
  res.end(answer.bytes);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
