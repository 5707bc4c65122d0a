import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface StatusMessageProps {
  title: string;
  description?: ReactNode;
  /** 'alert' for errors (announced at once), 'status' for empty results. */
  role?: 'alert' | 'status';
  /** Heading level for page-level states (e.g. the only heading of the page). */
  as?: 'h1' | 'h2' | 'p';
  children?: ReactNode;
  className?: string;
}

/** Empty and error states: a title, an explanation and optional actions. */
export function StatusMessage({
  title,
  description,
  role = 'status',
  as = 'p',
  children,
  className,
}: StatusMessageProps) {
  const Title = as;
  return (
    <div
      role={role}
      className={cn('rounded-xl border border-stone-200 bg-white px-6 py-10 text-center', className)}
    >
      <Title className="text-lg font-semibold text-stone-900">{title}</Title>
      {description ? <p className="mt-2 text-stone-600">{description}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
