import { useSyncExternalStore } from 'react';

// Chromium fires `beforeinstallprompt` once, early, possibly before React renders anything. This
// module attaches its listeners when it is first imported (the app's providers import it, so it
// runs with the main chunk) and keeps the event until the user asks to install.

/** The non-standard event Chromium fires when the app can be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallState {
  /** The browser offered installation and the prompt has not been used yet. */
  canInstall: boolean;
  /** Installed in this session, or running as an installed app (standalone display mode). */
  isInstalled: boolean;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installedNow = false;
let snapshot: InstallState = { canInstall: false, isInstalled: false };
const listeners = new Set<() => void>();

function runsStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

function publish(): void {
  const isInstalled = installedNow || runsStandalone();
  const canInstall = deferredPrompt !== null && !isInstalled;
  if (snapshot.canInstall === canInstall && snapshot.isInstalled === isInstalled) return;
  snapshot = { canInstall, isInstalled };
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the app shows its button and banner instead.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    publish();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installedNow = true;
    publish();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', publish);
  publish();
}

/** Shows the browser's install dialog. The outcome is only logged (SPEC section 8). */
export async function promptInstall(): Promise<void> {
  const event = deferredPrompt;
  if (!event) return;
  // A prompt event can be used once.
  deferredPrompt = null;
  publish();
  try {
    await event.prompt();
    const choice = await event.userChoice;
    console.info('Install prompt outcome:', choice?.outcome ?? 'unknown');
  } catch (error) {
    console.warn('Install prompt failed', error);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: InstallState = { canInstall: false, isInstalled: false };

export function useInstallPrompt(): InstallState & { promptInstall: () => Promise<void> } {
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
  return { ...state, promptInstall };
}
