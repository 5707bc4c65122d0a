import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

// Every tone is dark text on a light fill (>= 4.5:1).
const toneClass: Record<BadgeTone, string> = {
  neutral: 'bg-stone-100 text-stone-800',
  brand: 'bg-brand-soft text-brand-deep',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
};

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        toneClass[tone],
        className,
      )}
      {...props}
    />
  );
}
