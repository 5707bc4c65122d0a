import type { FastifyInstance } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT } from '#domain/shared/fields.ts';
import { AppError } from './app-error';

// Text PostgreSQL cannot store (a NUL character) would fail deep in a query as a 500. Every path
// parameter, query string and JSON body is checked before validation instead, so the client gets
// a 400 that names the field, whatever the route's own schema says (DESIGN section 6).

export function registerStorableInputCheck(app: FastifyInstance): void {
  // A callback hook: it runs on every request, where a promise each is measurable.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      findUnstorableText(request.body);
    if (field === null) {
      done();
      return;
    }
    const name = field || 'body';
    done(new AppError(400, 'invalid_input', `${name}: ${UNSTORABLE_TEXT}`, { [name]: UNSTORABLE_TEXT }));
  });
}
