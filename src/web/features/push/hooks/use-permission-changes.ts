import { useEffect } from 'react';

/**
 * Calls `onChange` when the notification permission changes while the page is open (the user
 * allows or blocks the site in the browser's settings). Browsers without the Permissions API for
 * notifications simply never call it.
 */
export function usePermissionChanges(onChange: () => void): void {
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let gone = false;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        if (gone) return;
        status = found;
        status.addEventListener('change', onChange);
      })
      .catch(() => {
        // Not queryable here (some browsers): the state is read again on the next visit.
      });
    return () => {
      gone = true;
      status?.removeEventListener('change', onChange);
    };
  }, [onChange]);
}
