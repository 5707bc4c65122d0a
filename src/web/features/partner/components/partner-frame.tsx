import { Home, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface PartnerFrameProps {
  /** "Driver App" or "Restaurant App". */
  appName: string;
  /** The signed-in partner's name; omitted while signed out. */
  partnerName?: string;
  onSignOut?: () => void;
  signingOut?: boolean;
  /** Centres the heading above a narrow content column (the sign-in card). */
  centered?: boolean;
  children: ReactNode;
}

/** The partner apps' own compact chrome: skip link, header (Home, who is signed in, Sign out), main. */
export function PartnerFrame({
  appName,
  partnerName,
  onSignOut,
  signingOut,
  centered,
  children,
}: PartnerFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-2">
          <div className="flex items-center gap-3">
            <Link href="/" className={buttonClass('ghost', 'sm')}>
              <Home className="size-4" aria-hidden="true" />
              Home
            </Link>
            <span className="text-lg font-extrabold text-stone-900">
              Quick<span className="text-brand-strong">Bite</span>
            </span>
          </div>
          {partnerName && onSignOut ? (
            <div className="flex items-center gap-3">
              <span className="text-sm text-stone-700">
                Signed in as <span className="font-semibold text-stone-900">{partnerName}</span>
              </span>
              <Button variant="secondary" size="sm" onClick={onSignOut} disabled={signingOut}>
                <LogOut className="size-4" aria-hidden="true" />
                Sign out
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-5xl px-4 py-8">
          <h1
            className={cn('mb-6 text-3xl font-bold tracking-tight text-stone-900', centered && 'text-center')}
          >
            {appName}
          </h1>
          {children}
        </div>
      </main>
    </div>
  );
}
