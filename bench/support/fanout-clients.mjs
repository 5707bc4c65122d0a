// A fan-out bench client process (forked with IPC): holds `count` WebSocket connections to one server
// and notes, per socket, when each order_created message arrived (wall clock in milliseconds with
// sub-millisecond precision, comparable across processes on one machine).
// Messages from the parent: { connect: { url, count, cookie } } -> { connected }
//                            { receipts: ids[] } -> { receipts: [[id, time], ...], missing }
//                            { close: true }
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();
/** id -> arrival times, one per socket that got it */
const arrivals = new Map();
const sockets = [];

function open(url, cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: cookie ? { cookie } : {}, perMessageDeflate: false });
    socket.on('open', () => {
      // What the admin app sends on open: the server binds the socket to the session's admin.
      socket.send(JSON.stringify({ type: 'app_connect', appType: 'admin', timestamp: Date.now() }));
      resolve(socket);
    });
    socket.on('error', reject);
    socket.on('message', (data) => {
      const at = now();
      const message = JSON.parse(data.toString());
      if (message.type !== 'order_created') return;
      const id = message.data.id;
      const list = arrivals.get(id);
      if (list) list.push(at);
      else arrivals.set(id, [at]);
    });
    socket.on('close', () => {
      if (!closing) process.send?.({ error: `a socket closed unexpectedly (${url})` });
    });
  });
}

let closing = false;
process.on('message', async (message) => {
  if (message.connect) {
    const { url, count, cookie } = message.connect;
    // A few at a time, as many tabs would open over a moment, not one burst of SYNs.
    for (let i = 0; i < count; i += 25) {
      const batch = Array.from({ length: Math.min(25, count - i) }, () => open(url, cookie));
      sockets.push(...(await Promise.all(batch)));
    }
    process.send({ connected: sockets.length });
  } else if (message.receipts) {
    const receipts = [];
    let missing = 0;
    for (const id of message.receipts) {
      const list = arrivals.get(id) ?? [];
      missing += message.perId - list.length;
      for (const at of list) receipts.push([id, at]);
      arrivals.delete(id);
    }
    process.send({ receipts, missing });
  } else if (message.close) {
    closing = true;
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
