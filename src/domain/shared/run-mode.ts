// The server's run mode as every screen sees it (DESIGN section 5: demo or production).

export const RUN_MODES = ['demo', 'production'] as const;
export type RunMode = (typeof RUN_MODES)[number];

/** The <meta> through which the served app shell names the run mode. */
export const RUN_MODE_META_NAME = 'quickbite-mode';

/** The thin bar every page shows in demo mode (it can be dismissed). */
export const DEMO_BAR_TEXT =
  'Demo: sample restaurants and test payments. Orders here are not real and no money moves.';
