import type { ReactNode } from 'react';
import { AppFrame } from '#web/components/app-frame.tsx';

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
    <AppFrame
      brandSuffix="Admin"
      width="max-w-7xl"
      wrapStart
      status={status}
      end={actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    >
      {children}
    </AppFrame>
  );
}
