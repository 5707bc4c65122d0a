// Timings and sizes the screens share: reconnects, banners, polling, toasts and tooltips (Radix
// defaults the spec names), loading skeletons. All in milliseconds unless the name says otherwise.

export const WS_RECONNECT_DELAY_MS = 3000;
/**
 * Failed reconnects wait twice as long each time (3 s, 6 s, 12 s…) up to this, so a server coming
 * back is not met by every tablet at once; going back online reconnects at once.
 */
export const WS_RECONNECT_MAX_DELAY_MS = 30_000;
/** The live channel pings the server this often; a socket that answers nothing is dead. */
export const WS_HEARTBEAT_MS = 25_000;
/** How long after a ping silence means the socket is dead (it is then replaced). */
export const WS_HEARTBEAT_TIMEOUT_MS = 10_000;
export const IOS_BANNER_DELAY_MS = 3000;
export const IOS_BANNER_DISMISS_DAYS = 7;
export const IOS_BANNER_DISMISS_MS = IOS_BANNER_DISMISS_DAYS * 24 * 60 * 60 * 1000;
export const ADMIN_DRIVER_POLL_MS = 5000;
/** The admin driver list is refetched once, cache cleared, this long after the panel opens. */
export const ADMIN_DRIVER_FORCED_REFRESH_MS = 1000;
export const GPS_DEMO_SEARCH_DELAY_MS = 1000;
/** Demo tracking refresh: two views use the slower interval, one the faster. */
export const TRACKING_REFRESH_MS = 5000;
export const TRACKING_REFRESH_FAST_MS = 3000;
export const MAP_CLOCK_TICK_MS = 1000;
/** TanStack Query staleTime: fresh data lasts 5 minutes. */
export const DATA_STALE_TIME_MS = 5 * 60 * 1000;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const SKELETON_RESTAURANT_CARDS = 6;
export const SKELETON_CATEGORY_PLACEHOLDERS = 7;
