import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** SPEC section 4: a partner is Approved or Pending. */
export function ApprovalBadge({ isApproved }: { isApproved: boolean }) {
  return <Badge tone={isApproved ? 'success' : 'warning'}>{isApproved ? 'Approved' : 'Pending'}</Badge>;
}

/** Approve a pending partner, or revoke an approved one. */
export function ApprovalButton({
  name,
  isApproved,
  busy,
  onChange,
}: {
  name: string;
  isApproved: boolean;
  busy: boolean;
  onChange: (isApproved: boolean) => void;
}) {
  const action = isApproved ? 'Revoke' : 'Approve';
  return (
    <Button
      size="sm"
      variant={isApproved ? 'secondary' : 'success'}
      needsConnection
      disabled={busy}
      aria-label={`${action} ${name}`}
      onClick={() => onChange(!isApproved)}
    >
      {action}
    </Button>
  );
}
