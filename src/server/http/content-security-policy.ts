import type { AppConfig } from '../config';

// The Content-Security-Policy for the web app: our own scripts only, OpenStreetMap tiles for the
// tracking map, and Stripe's frames and API only when Stripe is configured.
export function contentSecurityPolicy(config: Pick<AppConfig, 'stripeSecretKey'>) {
  const stripe = config.stripeSecretKey !== undefined;
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    // React and Leaflet set inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://*.tile.openstreetmap.org',
      ...(stripe ? ['https://*.stripe.com'] : []),
    ],
    fontSrc: ["'self'", 'data:'],
    // 'self' also covers same-origin ws: and wss: (CSP level 3).
    connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
