import type { PushSupport } from './push-support';

// What the notification controls say, in one place (the tests read them from here too).

export const SWITCH_LABEL = 'Notifications on this device';
export const NOTIFY_ME = 'Notify me about this order';
export const NOTIFY_ME_DONE = 'We will notify you on this device when this order moves on.';

export const BLOCKED =
  "Notifications are blocked for this site in the browser's settings. Allow them there, then reload this page.";
export const DISMISSED = 'Notifications were not allowed. Tap again and choose Allow to turn them on.';

export const UNSUPPORTED: Record<Exclude<PushSupport, 'supported'>, string> = {
  'install-to-home-screen':
    'On iPhone and iPad, notifications need the app on the Home Screen: tap Share, then Add to Home Screen, and open QuickBite from there.',
  'cleared-each-visit':
    'This address clears the app from a phone on every visit, so it cannot keep notifications. Open QuickBite from its main address to turn them on.',
  unsupported: 'This browser cannot show notifications from QuickBite.',
};

export const NO_WORKER =
  "the app's background worker is not running on this page yet. Reload the page and try again.";
export const NO_CONNECTION = 'the server could not be reached. Check the connection and try again.';

export const TURN_ON_FAILED = 'Notifications could not be turned on';
export const TURN_OFF_FAILED = 'Notifications could not be turned off';
export const REFRESH_FAILED = "This device's notifications could not be renewed";
export const FOLLOW_FAILED = 'Notifications for this order could not be set up';
