import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { parseClientMessage } from '../../domain/realtime';
import { isValidPhone, normalizePhone } from '../../domain/schemas/fields';
import { readSessionToken } from '../auth/session-cookie';
import type { SessionStore } from '../auth/session-store';
import { assertSameOrigin } from '../http/origin-check';
import type { SocketRegistry } from './socket-registry';

// The live channel at /ws (SPEC section 7). Small messages only, the Origin checked on upgrade,
// dead sockets dropped by a heartbeat that also re-checks each bound session, so a sign-out or a
// revocation on any instance silences the socket within one beat.

export const WS_MAX_PAYLOAD_BYTES = 4 * 1024;
export const DEFAULT_HEARTBEAT_MS = 30_000;

export async function registerLiveChannel(
  app: FastifyInstance,
  deps: { sessions: SessionStore; registry: SocketRegistry; heartbeatMs?: number },
): Promise<void> {
  const { sessions, registry } = deps;
  await app.register(fastifyWebsocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });

  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: async (request) => assertSameOrigin(request),
      schema: { hide: true },
    },
    (socket, request) => {
      const entry = registry.add(socket, readSessionToken(request) ?? null);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('close', () => registry.remove(socket));
      socket.on('error', (error) => request.log.warn({ err: error }, 'live socket error'));
      socket.on('message', async (data, isBinary) => {
        const message = isBinary ? null : parseClientMessage(data.toString());
        if (!message) {
          request.log.warn({ bytes: String(data).length }, 'ignored a malformed live message');
          return;
        }
        entry.appType = message.appType;
        entry.subject = null;
        entry.phone = null;
        if (message.appType === 'customer') {
          if (message.phone && isValidPhone(message.phone)) entry.phone = normalizePhone(message.phone);
          return;
        }
        // A private app type needs the session of that role; a bare claim gets nothing.
        const session = entry.token ? await sessions.find(entry.token) : null;
        if (session && session.subjectType === message.appType) {
          entry.subject = { subjectType: session.subjectType, subjectId: session.subjectId };
        }
      });
    },
  );

  const heartbeat = setInterval(() => {
    for (const entry of registry.all()) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
      if (entry.subject && entry.token) {
        const subject = entry.subject;
        sessions
          .find(entry.token, { touch: false })
          .then((session) => {
            if (!session && entry.subject === subject) entry.socket.close(4401, 'Session ended');
          })
          .catch((error) => app.log.warn({ err: error }, 'session re-check failed'));
      }
    }
  }, deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const entry of registry.all()) entry.socket.close(1001, 'Server shutting down');
  });
}
