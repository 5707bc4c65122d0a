import { Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import { APPS, activeAppHref, QUICK_ACTIONS } from '../apps';
import { QuickActionLink } from './quick-action-link';

const cellClass =
  'focus-ring flex h-16 w-full flex-col items-center justify-center gap-1 rounded-md text-xs font-medium';

/** Phones: a bar fixed at the bottom with the four apps and a sheet of quick actions. */
export function MobileAppBar() {
  const [location] = useLocation();
  const current = activeAppHref(location);
  const [actionsOpen, setActionsOpen] = useState(false);

  return (
    <nav
      aria-label="App switcher"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {APPS.map((app) => {
          const Icon = app.icon;
          const active = app.href === current;
          return (
            <li key={app.href}>
              <Link
                href={app.href}
                aria-current={active ? 'page' : undefined}
                className={cn(cellClass, active ? 'text-brand-strong' : 'text-stone-700')}
              >
                <Icon className="size-5" aria-hidden="true" />
                {app.shortLabel}
              </Link>
            </li>
          );
        })}
        <li>
          <Dialog open={actionsOpen} onOpenChange={setActionsOpen}>
            <DialogTrigger className={cn(cellClass, 'text-stone-700')}>
              <Zap className="size-5" aria-hidden="true" />
              Actions
            </DialogTrigger>
            <DialogContent side="bottom" title="Quick actions">
              <ul className="grid gap-1">
                {QUICK_ACTIONS.map((action) => (
                  <li key={action.label}>
                    <QuickActionLink
                      action={action}
                      onNavigate={() => setActionsOpen(false)}
                      className="focus-ring flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-stone-800 hover:bg-stone-100"
                    />
                  </li>
                ))}
              </ul>
            </DialogContent>
          </Dialog>
        </li>
      </ul>
    </nav>
  );
}
