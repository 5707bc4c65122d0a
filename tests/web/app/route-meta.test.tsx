import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { useRouteDescription } from '#web/app/layout/route-meta-description.tsx';
import { HOME_DESCRIPTION, NOT_FOUND_DESCRIPTION, ROUTE_DESCRIPTIONS } from '#web/app/route-meta.ts';
import { routePaths } from '#web/app/routes.tsx';

// Every screen's meta description comes from one table (app/route-meta.ts), applied by one component
// from the current location. Rendered to HTML (no browser): the description a location resolves to.

function Probe() {
  return <output>{useRouteDescription()}</output>;
}

/** The description the app would set at `path` (the whole address, /d prefix included). */
function describedAt(path: string, base = ''): string {
  const html = renderToString(
    <Router base={base} ssrPath={path}>
      <Probe />
    </Router>,
  );
  const match = /<output>(.*)<\/output>/s.exec(html);
  const text = match?.[1] ?? '';
  return text
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** A concrete address for a route pattern: /restaurant/:id becomes /restaurant/7. */
function sampleOf(pattern: string): string {
  return pattern.replace(/:\w+/g, '7');
}

const descriptions = [...Object.values(ROUTE_DESCRIPTIONS), NOT_FOUND_DESCRIPTION];

describe('the route description table', () => {
  it('has an entry for every route path of the router, and none for a path it does not know', () => {
    expect(Object.keys(ROUTE_DESCRIPTIONS).sort()).toEqual([...routePaths].sort());
  });

  it('gives every screen a non-empty description of search-result length', () => {
    for (const description of descriptions) {
      expect(description.trim()).not.toBe('');
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });

  it('gives every screen its own description', () => {
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('says on /driver-register what drivers earn and where (SPEC section 9, search metadata)', () => {
    const description = ROUTE_DESCRIPTIONS['/driver-register'] ?? '';
    expect(description).toContain('$5');
    expect(description).toContain('$1 per km');
    expect(description).toContain('tips');
    expect(description).toContain('50+ countries');
  });

  it("starts from index.html's description on the home, so the first paint already has it", () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const content = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
    expect(content).toBe(HOME_DESCRIPTION);
  });

  it("states the product's own figures", () => {
    // Each restaurant charges its own delivery fee, in its own currency: no flat fee is claimed.
    expect(ROUTE_DESCRIPTIONS['/checkout']).toContain(
      "in the restaurant's currency with its own delivery fee",
    );
    expect(ROUTE_DESCRIPTIONS['/terms']).toContain("payment in the restaurant's currency, delivery fees");
    expect(`${ROUTE_DESCRIPTIONS['/checkout']} ${ROUTE_DESCRIPTIONS['/terms']}`).not.toMatch(/\$\d/);
    expect(ROUTE_DESCRIPTIONS['/restaurant-register']).toContain('keep 100% of food sales plus 20%');
    expect(ROUTE_DESCRIPTIONS['/about-us']).toContain('50+ countries, rated 4.8/5 from 1250 reviews');
    expect(ROUTE_DESCRIPTIONS['/gps-tracking']).toContain('every 5 s to within ±3 m');
  });
});

describe('useRouteDescription', () => {
  it("resolves each route's address to that route's description", () => {
    for (const path of routePaths) {
      expect(describedAt(sampleOf(path)), path).toBe(ROUTE_DESCRIPTIONS[path]);
    }
  });

  it('reads the same screens under the /d prefix', () => {
    for (const path of routePaths) {
      expect(describedAt(`/d${sampleOf(path)}`, '/d'), path).toBe(ROUTE_DESCRIPTIONS[path]);
    }
  });

  it('ignores the query and a trailing slash, as the router does', () => {
    expect(describedAt('/order-tracking?phone=4165550123')).toBe(ROUTE_DESCRIPTIONS['/order-tracking']);
    expect(describedAt('/orders/')).toBe(ROUTE_DESCRIPTIONS['/orders']);
    expect(describedAt('/')).toBe(HOME_DESCRIPTION);
  });

  it('falls back to the not-found description for any other path', () => {
    expect(describedAt('/no-such-page')).toBe(NOT_FOUND_DESCRIPTION);
    expect(describedAt('/restaurant')).toBe(NOT_FOUND_DESCRIPTION);
    expect(describedAt('/restaurant/7/menu')).toBe(NOT_FOUND_DESCRIPTION);
    expect(describedAt('/d/no-such-page', '/d')).toBe(NOT_FOUND_DESCRIPTION);
  });
});
