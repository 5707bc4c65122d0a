import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionUser } from '#domain/accounts/responses.ts';
import {
  ratingRequestSchema,
  reviewIdParamsSchema,
  reviewReplyRequestSchema,
  reviewsPageQuerySchema,
  reviewVisibilityRequestSchema,
} from '#domain/reviews/requests.ts';
import {
  managedReviewSchema,
  managedReviewsPageSchema,
  ratingResponseSchema,
  reviewsPageSchema,
} from '#domain/reviews/responses.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { trackingTokenParamsSchema } from '#domain/tracking/rules.ts';
import { currentAdmin, currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { type RateOrderDependencies, rateOrder } from './rate-order';
import { replyToReview } from './reply-to-review';
import { managedReviewsPage, publicReviewsPage } from './review-pages';
import { type ReviewVisibilityDependencies, setReviewVisibility } from './set-review-visibility';

// Ratings and reviews (issue "After the order", item 3): the customer rates a delivered order with
// its tracking token, anyone reads a restaurant's visible reviews, the restaurant reads and answers
// its own, an admin reads them all and hides or shows one.

export type ReviewRouteDependencies = RateOrderDependencies &
  ReviewVisibilityDependencies & {
    sessions: SessionStore;
    /** The signed-in admin's account (null when it no longer exists). */
    findAdmin: (id: number) => Promise<SessionUser | null>;
    /** Ratings per client address per minute: the tracking links' limit. */
    trackingRateLimit: number;
  };

const guarded = { 401: errorSchema, 403: errorSchema };

export function registerReviewRoutes(app: FastifyInstance, deps: ReviewRouteDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const restaurantOnly = requireRole(deps.sessions, 'restaurant');
  const adminOnly = requireRole(deps.sessions, 'admin');

  api.post(
    '/api/orders/track/:token/rating',
    {
      config: { rateLimit: { max: deps.trackingRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Rate a delivered order once, within 14 days: food and delivery stars, a comment',
        params: trackingTokenParamsSchema,
        body: ratingRequestSchema,
        response: {
          201: ratingResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const review = await rateOrder(deps, request.params.token, request.body);
      return reply.status(201).send(review);
    },
  );

  api.get(
    '/api/restaurants/:id/reviews',
    {
      schema: {
        tags: ['catalogue'],
        summary: "An approved restaurant's visible reviews, newest first, with its rating",
        params: idParamsSchema,
        querystring: reviewsPageQuerySchema,
        response: { 200: reviewsPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => publicReviewsPage(deps.repo, request.params.id, request.query.page),
  );

  api.get(
    '/api/restaurant/reviews',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: "The signed-in restaurant's reviews, newest first, hidden ones flagged",
        querystring: reviewsPageQuerySchema,
        response: { 200: managedReviewsPageSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => {
      const { subjectId } = await currentSession(deps.sessions, request);
      return managedReviewsPage(deps.repo, subjectId, request.query.page);
    },
  );

  api.post(
    '/api/restaurant/reviews/:id/reply',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Answer one of its reviews; writing again replaces the reply',
        params: reviewIdParamsSchema,
        body: reviewReplyRequestSchema,
        response: { 201: managedReviewSchema, 400: errorSchema, 404: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const { subjectId } = await currentSession(deps.sessions, request);
      const review = await replyToReview(deps.repo, subjectId, request.params.id, request.body.text);
      return reply.status(201).send(review);
    },
  );

  api.get(
    '/api/admin/reviews',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Every review, newest first, hidden ones flagged; rating and ratingCount are the site's",
        querystring: reviewsPageQuerySchema,
        response: { 200: managedReviewsPageSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => managedReviewsPage(deps.repo, undefined, request.query.page),
  );

  api.patch(
    '/api/admin/reviews/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Hide a review (out of the restaurant page and the averages) or show it again; audited',
        params: reviewIdParamsSchema,
        body: reviewVisibilityRequestSchema,
        response: { 200: managedReviewSchema, 400: errorSchema, 404: errorSchema, ...guarded },
      },
    },
    async (request) => {
      const admin = await currentAdmin(deps.sessions, request, deps.findAdmin);
      return setReviewVisibility(deps, admin, request.params.id, request.body.hidden);
    },
  );
}
