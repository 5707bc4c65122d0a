import type { RateCard } from '#domain/rate-cards/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

// A rate card change in the admins' audit trail: who, when, the card before and after.

export function createRateCardAuditRepo() {
  return {
    async recordRateCardChange(
      entry: { admin: { id: number; name: string }; previous: RateCard | null; card: RateCard },
      tx: DbOrTx,
    ): Promise<void> {
      await tx.insert(auditLog).values({
        actorType: 'admin',
        actorId: entry.admin.id,
        action: 'rate_card.updated',
        targetType: 'rate_card',
        targetId: null,
        details: {
          actorName: entry.admin.name,
          targetName: entry.card.countryCode,
          previous: entry.previous,
          card: entry.card,
        },
      });
    },
  };
}

export type RateCardAuditRepo = ReturnType<typeof createRateCardAuditRepo>;
