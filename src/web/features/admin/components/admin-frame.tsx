import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';

/** The admin panel's own compact chrome: skip link, header with optional status and actions, main. */
export function AdminFrame({
  status,
  actions,
  children,
}: {
  /** e.g. the live-connection indicator. */
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2">
          <div className="flex flex-wrap items-center gap-3">
            <Link href="/" className={buttonClass('ghost', 'sm')}>
              <Home className="size-4" aria-hidden="true" />
              Home
            </Link>
            <span className="text-lg font-extrabold text-stone-900">
              Quick<span className="text-brand-strong">Bite</span> Admin
            </span>
            {status}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>
      </main>
    </div>
  );
}
