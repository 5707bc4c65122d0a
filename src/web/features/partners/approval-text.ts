import type { PartnerKind } from './partner-kind';

/** Toast after an approval change (SPEC section 8). */
export function approvalSuccessToast(kind: PartnerKind, name: string, isApproved: boolean) {
  return {
    title: kind === 'restaurant' ? 'Restaurant Updated' : 'Driver Updated',
    description: isApproved ? `${name} is now approved.` : `${name}'s approval has been revoked.`,
  };
}

export function approvalFailureToast(kind: PartnerKind) {
  return {
    title: 'Error',
    description:
      kind === 'restaurant' ? 'Failed to update restaurant status.' : 'Failed to update driver status.',
    variant: 'destructive' as const,
  };
}
