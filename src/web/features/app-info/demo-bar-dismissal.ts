// The demo bar stays hidden for the rest of the browser session once dismissed: a new visit is
// reminded again that nothing here is real. Storage failures only mean the bar shows again.

export const DEMO_BAR_DISMISSED_KEY = 'quickbite.demoBarDismissed';

export function isDemoBarDismissed(storage: Storage | undefined = safeSessionStorage()): boolean {
  try {
    return storage?.getItem(DEMO_BAR_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissDemoBar(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.setItem(DEMO_BAR_DISMISSED_KEY, '1');
  } catch {
    // Private mode or a full quota: the bar simply comes back on the next page load.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
