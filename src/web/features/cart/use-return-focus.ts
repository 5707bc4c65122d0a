import { useLayoutEffect, useRef } from 'react';

/**
 * Returns focus to whatever had it when a dialog opened, once it has closed. Radix does this only
 * for its own Trigger; the "start a new cart?" question opens from an "Add to Cart" button instead.
 */
export function useReturnFocus(open: boolean): void {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect: it must see the focus before the dialog's own effects move it inside.
  useLayoutEffect(() => {
    if (open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = returnTo.current;
    returnTo.current = null;
    if (!target) return;
    // After the dialog has unmounted: while its focus trap is still active it would pull focus back.
    const timer = window.setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);
}
