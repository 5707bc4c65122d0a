import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { errorSchema } from './error-schema';

// The action routes of the partner apps and the admin desk (accept, claim, cancel, ...): a POST on
// one record named by the path id, behind a role guard, with an optional body, answering the record
// as the caller now sees it. One side registers all of its actions with the same guard, tag and
// answer; an action may name a guard of its own.

type Guard = (request: FastifyRequest) => Promise<void>;

/** The action's answer, or why it was refused: bad input, no session, wrong role, not found, wrong state. */
export function actionResponses<Answer extends z.ZodType>(answer: Answer) {
  return {
    200: answer,
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
  } as const;
}

interface ActionRoute<Body extends z.ZodType | undefined> {
  summary: string;
  body?: Body;
  /** Instead of the side's guard. */
  preHandler?: Guard;
}

type ActionInput<Body> = { id: number; body: Body extends z.ZodType ? z.output<Body> : undefined };

/** Registers one side's actions: `action(url, route, handle)` for each. */
export function actionRoutes<Answer extends z.ZodType>(
  app: FastifyInstance,
  side: { preHandler: Guard; tags: string[]; answer: Answer },
) {
  const response = actionResponses(side.answer);
  return function action<Body extends z.ZodType | undefined = undefined>(
    url: string,
    route: ActionRoute<Body>,
    handle: (request: FastifyRequest, input: ActionInput<Body>) => Promise<z.output<Answer>>,
  ): void {
    // Typed by `handle`: the zod compilers the app sets validate the params and body, and
    // serialise the answer, as for any route.
    app.post(
      url,
      {
        preHandler: route.preHandler ?? side.preHandler,
        schema: {
          tags: side.tags,
          summary: route.summary,
          params: idParamsSchema,
          ...(route.body === undefined ? {} : { body: route.body }),
          response,
        },
      },
      async (request) =>
        handle(request, {
          id: (request.params as z.output<typeof idParamsSchema>).id,
          body: request.body as ActionInput<Body>['body'],
        }),
    );
  };
}
