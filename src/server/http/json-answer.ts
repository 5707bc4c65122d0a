import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON that is already text or bytes. Fastify writes it as it is, without the route's
 * response serializer (which validates the value against the schema again, then stringifies it):
 * for answers cached from a validated answer, or built field by field from typed rows.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(json);
}
