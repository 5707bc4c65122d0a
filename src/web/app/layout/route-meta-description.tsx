import { matchRoute, useLocation, useRouter } from 'wouter';
import { useMetaDescription } from '#web/lib/use-meta-description.ts';
import { describeRoute } from '../route-meta';

/** The meta description of the current location, matched the way the router matches its routes. */
export function useRouteDescription(): string {
  const { parser } = useRouter();
  // Relative to the router's base, so /d/orders reads as /orders.
  const [location] = useLocation();
  return describeRoute((pattern) => matchRoute(parser, pattern, location)[0]);
}

/**
 * Sets every screen's <meta name="description"> from the route table, customer and partner screens
 * alike; rendered once inside the router, so no screen sets its own.
 */
export function RouteMetaDescription(): null {
  useMetaDescription(useRouteDescription());
  return null;
}
