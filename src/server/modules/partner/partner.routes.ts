import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireRole } from '../../auth/request-session';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { drivers, restaurants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { errorSchema } from '../../http/error-schema';

// GET /api/partner/profile: the signed-in restaurant's or driver's own account, without secrets.

const driverProfileSchema = z.object({
  type: z.literal('driver'),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  vehicleType: z.string(),
  vehicleNumber: z.string(),
  licenseNumber: z.string(),
  city: z.string(),
  country: z.string(),
  isOnline: z.boolean(),
  rating: z.string(),
  totalDeliveries: z.number(),
  createdAt: z.date(),
});

const restaurantProfileSchema = z.object({
  type: z.literal('restaurant'),
  id: z.number(),
  name: z.string(),
  cuisine: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  deliveryTime: z.string(),
  deliveryFee: z.string(),
  minOrder: z.string(),
  rating: z.string(),
  isOpen: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: z.date(),
});

export function registerPartnerRoutes(
  app: FastifyInstance,
  deps: { db: Database; sessions: SessionStore },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/partner/profile',
    {
      preHandler: requireRole(deps.sessions, 'restaurant', 'driver'),
      schema: {
        tags: ['partner'],
        response: {
          200: z.union([driverProfileSchema, restaurantProfileSchema]),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const session = await currentSession(deps.sessions, request);
      if (session.subjectType === 'driver') {
        const [row] = await deps.db
          .select({
            id: drivers.id,
            name: drivers.name,
            email: drivers.email,
            phone: drivers.phone,
            vehicleType: drivers.vehicleType,
            vehicleNumber: drivers.vehicleNumber,
            licenseNumber: drivers.licenseNumber,
            city: drivers.city,
            country: drivers.country,
            isOnline: drivers.isOnline,
            rating: drivers.rating,
            totalDeliveries: drivers.totalDeliveries,
            createdAt: drivers.createdAt,
          })
          .from(drivers)
          .where(eq(drivers.id, session.subjectId));
        if (!row) throw AppError.unauthorized();
        return { type: 'driver' as const, ...row };
      }
      const [row] = await deps.db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          cuisine: restaurants.cuisine,
          email: restaurants.email,
          phone: restaurants.phone,
          address: restaurants.address,
          city: restaurants.city,
          country: restaurants.country,
          deliveryTime: restaurants.deliveryTime,
          deliveryFee: restaurants.deliveryFee,
          minOrder: restaurants.minOrder,
          rating: restaurants.rating,
          isOpen: restaurants.isOpen,
          imageUrl: restaurants.imageUrl,
          createdAt: restaurants.createdAt,
        })
        .from(restaurants)
        .where(eq(restaurants.id, session.subjectId));
      if (!row) throw AppError.unauthorized();
      return { type: 'restaurant' as const, ...row };
    },
  );
}
