import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '#web/lib/cn.ts';
import { describedByIds, useConnectionGate } from '#web/lib/offline/needs-connection.tsx';

interface SwitchProps extends ComponentPropsWithoutRef<typeof SwitchPrimitive.Root> {
  /** Flipping it is stored on the server: disabled while offline, with the screen's offline note. */
  needsConnection?: boolean;
}

/** An on/off switch (role="switch"); give it an aria-label or a <label htmlFor>. */
export function Switch({
  className,
  needsConnection = false,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const gate = useConnectionGate(needsConnection);
  return (
    <SwitchPrimitive.Root
      className={cn(
        'focus-ring relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-400 transition-colors data-[state=checked]:bg-green-700 disabled:opacity-60',
        className,
      )}
      disabled={disabled || gate.disabled}
      aria-describedby={describedByIds(describedBy, gate.describedBy)}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
    </SwitchPrimitive.Root>
  );
}
