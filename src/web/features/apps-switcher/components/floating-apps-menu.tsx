import { LayoutGrid, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '#web/lib/cn.ts';
import { APPS, activeAppHref, QUICK_ACTIONS } from '../apps';
import { QuickActionLink } from './quick-action-link';

const itemClass =
  'focus-ring flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100';

/** Desktop: a round button in the corner that opens the app switcher and the quick actions. */
export function FloatingAppsMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const current = activeAppHref(location);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <nav ref={rootRef} aria-label="App switcher" className="fixed right-4 bottom-4 z-30 hidden md:block">
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 bottom-16 w-72 rounded-xl border border-stone-200 bg-white p-3 shadow-xl"
      >
        <p
          id={`${panelId}-apps`}
          className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase"
        >
          Switch app
        </p>
        <ul aria-labelledby={`${panelId}-apps`}>
          {APPS.map((app) => {
            const Icon = app.icon;
            const active = app.href === current;
            return (
              <li key={app.href}>
                <Link
                  href={app.href}
                  onClick={close}
                  aria-current={active ? 'page' : undefined}
                  className={cn(itemClass, active && 'bg-brand-soft text-brand-deep')}
                >
                  <Icon className="size-5 shrink-0 text-brand-strong" aria-hidden="true" />
                  {app.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <p
          id={`${panelId}-actions`}
          className="mt-2 border-t border-stone-200 px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase"
        >
          Quick actions
        </p>
        <ul aria-labelledby={`${panelId}-actions`}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.label}>
              <QuickActionLink action={action} className={itemClass} onNavigate={close} />
            </li>
          ))}
        </ul>
      </div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Apps and quick actions"
        onClick={() => setOpen((value) => !value)}
        className="focus-ring flex size-14 items-center justify-center rounded-full bg-brand-strong text-white shadow-lg hover:bg-brand-deep"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <LayoutGrid className="size-6" aria-hidden="true" />
        )}
      </button>
    </nav>
  );
}
