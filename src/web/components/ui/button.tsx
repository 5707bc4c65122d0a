import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '#web/lib/cn.ts';
import { describedByIds, useConnectionGate } from '#web/lib/offline/needs-connection.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'success';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClass: Record<ButtonVariant, string> = {
  primary: 'bg-brand-strong text-white hover:bg-brand-deep',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  success: 'bg-green-700 text-white hover:bg-green-800',
};

const sizeClass: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2.5',
  lg: 'min-h-12 px-6 py-3 text-lg',
  icon: 'size-11',
};

/** Class names of a button, for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'focus-ring inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variantClass[variant],
    sizeClass[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The action needs the server: disabled while offline and described by the screen's "You're
   * offline - this needs a connection" (lib/offline/needs-connection.tsx).
   */
  needsConnection?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    className,
    type = 'button',
    needsConnection = false,
    disabled,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const gate = useConnectionGate(needsConnection);
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || gate.disabled}
      aria-describedby={describedByIds(describedBy, gate.describedBy)}
      {...props}
    />
  );
});
