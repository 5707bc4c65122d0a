import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppFrame } from '#web/components/app-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

interface PartnerFrameProps {
  /** "Driver App" or "Restaurant App". */
  appName: string;
  /** The signed-in partner's name; omitted while signed out. */
  partnerName?: string;
  onSignOut?: () => void;
  signingOut?: boolean;
  /** Centres the heading above a narrow content column (the sign-in card). */
  centered?: boolean;
  /** Above the header, e.g. the yellow offline banner (the screen composes it). */
  banner?: ReactNode;
  children: ReactNode;
}

/** The partner apps' own compact chrome: skip link, header (Home, who is signed in, Sign out), main. */
export function PartnerFrame({
  appName,
  partnerName,
  onSignOut,
  signingOut,
  centered,
  banner,
  children,
}: PartnerFrameProps) {
  return (
    <AppFrame
      width="max-w-5xl"
      banner={banner}
      end={
        partnerName && onSignOut ? (
          <div className="flex items-center gap-3">
            <span className="text-sm text-stone-700">
              Signed in as <span className="font-semibold text-stone-900">{partnerName}</span>
            </span>
            <Button variant="secondary" size="sm" needsConnection onClick={onSignOut} disabled={signingOut}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign out
            </Button>
          </div>
        ) : null
      }
    >
      <h1 className={cn('mb-6 text-3xl font-bold tracking-tight text-stone-900', centered && 'text-center')}>
        {appName}
      </h1>
      {children}
    </AppFrame>
  );
}
