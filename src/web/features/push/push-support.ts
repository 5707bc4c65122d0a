import { purgesThisDevice } from '#web/pwa/start-pwa.ts';

// Whether this browser can get Web Push from the app at all, and if not, why: the screen says what
// the user can do about it. Nothing here asks for anything; it only looks.

export type PushSupport =
  | 'supported'
  /** iPhone and iPad: Web Push exists only in an app added to the Home Screen (iOS 16.4+). */
  | 'install-to-home-screen'
  /** A phone on the custom domain: every load clears the service worker a subscription lives in. */
  | 'cleared-each-visit'
  | 'unsupported';

/** iPhone, iPod, iPad, and iPadOS posing as a Mac with a touch screen (as features/pwa detects it). */
function isIos(): boolean {
  if (/iPad|iPhone|iPod/.test(navigator.userAgent)) return true;
  return navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1;
}

function isInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

export function pushSupport(): PushSupport {
  if (purgesThisDevice()) return 'cleared-each-visit';
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  return isIos() && !isInstalledApp() ? 'install-to-home-screen' : 'unsupported';
}
