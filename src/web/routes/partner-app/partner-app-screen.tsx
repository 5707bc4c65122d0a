import type { ReactNode } from 'react';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import { PartnerSessionSwitch } from '#web/features/accounts/components/partner-session-switch.tsx';
import { usePartnerSession } from '#web/features/accounts/use-partner-session.ts';
import { PartnerFrame } from '#web/features/partners/components/partner-frame.tsx';
import { OfflineBanner } from '#web/features/pwa/components/offline-banner.tsx';
import { OfflineActionNote, OfflineActionScope } from '#web/lib/offline/needs-connection.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

interface PartnerAppScreenProps {
  partnerRole: PartnerRole;
  /** "Driver App" or "Restaurant App": the heading and the document title. */
  appName: string;
  /** The signed-in partner's overview; `expire` hands the screen back to the sign-in card. */
  overview: (expire: () => void) => ReactNode;
}

/**
 * /driver-app and /restaurant-app: a signed-in partner's account overview, or that partner's sign-in
 * card. Offline, the yellow banner shows above the header, and the actions that need the server are
 * disabled with one note under the heading (the dialogs carry their own).
 */
export function PartnerAppScreen({ partnerRole, appName, overview }: PartnerAppScreenProps) {
  useDocumentTitle(appName);
  const session = usePartnerSession(partnerRole);
  return (
    <OfflineActionScope>
      <PartnerFrame
        appName={appName}
        partnerName={session.user?.name}
        onSignOut={session.signOut}
        signingOut={session.signingOut}
        centered={session.status !== 'signed-in'}
        banner={<OfflineBanner />}
      >
        <OfflineActionNote className="mb-4" />
        <PartnerSessionSwitch partnerRole={partnerRole} session={session}>
          {overview(session.expire)}
        </PartnerSessionSwitch>
      </PartnerFrame>
    </OfflineActionScope>
  );
}
