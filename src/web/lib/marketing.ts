// SPEC section 1: the product's marketing claims, shown on the home as they are (static figures).

export const CLAIMS = [
  { value: '50+', label: 'Countries' },
  { value: '4.8/5', label: 'From 1250 reviews' },
  { value: '25 min', label: 'Average delivery' },
  { value: '99.5%', label: 'Success rate' },
] as const;

/** The native apps are announced, not released: their badges say so. */
export const APP_STORES = ['App Store', 'Google Play'] as const;
export const COMING_SOON = 'Coming Soon';
