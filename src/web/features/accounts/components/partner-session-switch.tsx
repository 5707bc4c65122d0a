import type { ReactNode } from 'react';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import type { PartnerSession } from '../use-partner-session';
import { PartnerSignInCard } from './partner-sign-in-card';

const roleNoun: Record<string, string> = {
  admin: 'an admin',
  driver: 'a driver',
  restaurant: 'a restaurant',
};

/** Shows the partner app's content when its partner is signed in, otherwise the sign-in card. */
export function PartnerSessionSwitch({
  partnerRole,
  session,
  children,
}: {
  partnerRole: PartnerRole;
  session: PartnerSession;
  children: ReactNode;
}) {
  if (session.status === 'loading') {
    return (
      <p role="status" className="text-stone-600">
        Checking your sign-in…
      </p>
    );
  }
  if (session.status === 'error') {
    return (
      <StatusMessage
        role="alert"
        title="We could not check your sign-in"
        description="Please check your connection and try again."
      >
        <Button variant="secondary" onClick={session.retry}>
          Try again
        </Button>
      </StatusMessage>
    );
  }
  if (session.status === 'signed-in') return <>{children}</>;
  const other = session.user;
  return (
    <div className="space-y-4">
      {other ? (
        <p className="mx-auto max-w-md rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          You are signed in as {other.name} with {roleNoun[other.type] ?? 'another'} account. Sign in with{' '}
          {roleNoun[partnerRole]} account to use this app.
        </p>
      ) : null}
      <PartnerSignInCard partnerRole={partnerRole} onSignedIn={session.onSignedIn} />
    </div>
  );
}
