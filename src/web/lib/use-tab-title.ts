import { useEffect } from 'react';

/**
 * Puts `title` in the browser tab while it is given (a partner app's waiting orders); the previous
 * title comes back when it is null again or the screen goes.
 */
export function useTabTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
