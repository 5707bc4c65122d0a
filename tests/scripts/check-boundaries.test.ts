import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The layout's import rules (docs/architecture.md): domain imports only zod, libphonenumber-js and
// domain; web and server never import each other; features never import each other; a server module
// imports no other module but order-lifecycle; infrastructure imports no module; only repositories
// import drizzle-orm; no import climbs four folders. Aliases (#domain, #server, #web) are followed too.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const trees: string[] = [];

interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}
// The checker is a dependency-free .mjs script (run by `npm run lint`); loaded by URL, typed here.
const { findBoundaryViolations, findLayoutProblems } = (await import(
  pathToFileURL(path.join(repoRoot, 'scripts/check-boundaries.mjs')).href
)) as {
  findBoundaryViolations: (rootDir: string) => Violation[];
  findLayoutProblems: (rootDir: string) => Array<{ folder: string; rule: string }>;
};

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

/** `count` parent-folder steps, e.g. up(2) is '../../'. */
const up = (count: number) => '../'.repeat(count);

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const clean = {
  'src/domain/money.ts': "import { z } from 'zod';\nexport const cents = z.number();\n",
  'src/domain/phone.ts':
    "import { parsePhoneNumberFromString } from 'libphonenumber-js/min';\nexport const parse = parsePhoneNumberFromString;\n",
  'src/domain/cart.ts':
    "import { cents } from './money';\nexport type { Cents } from './money';\nexport const c = cents;\n",
  'src/server/app.ts':
    "import Fastify from 'fastify';\nimport { cents } from '../domain/money';\nexport { Fastify, cents };\n",
  'src/web/lib/api-client.ts': 'export const api = 1;\n',
  'src/web/features/cart/cart.tsx':
    "import { cents } from '../../../domain/money';\nimport { api } from '../../lib/api-client';\nimport { x } from './components/x';\nexport { cents, api, x };\n",
  'src/web/features/cart/components/x.tsx':
    "import { api } from '../../../lib/api-client';\nexport const x = api;\n",
  'src/web/routes/home/home.tsx':
    "import { x } from '../../features/cart/components/x';\nimport { o } from '../../features/ordering/o';\nexport { x, o };\n",
  'src/web/features/ordering/o.ts': "// import { x } from '../cart/components/x';\nexport const o = 1;\n",
  'src/web/features/ordering/p.ts':
    "import { cents } from '#domain/money.ts';\nimport { api } from '#web/lib/api-client.ts';\nexport { cents, api };\n",
  'src/server/modules/order-lifecycle/commit-order-change.ts': 'export const commit = 1;\n',
  'src/server/modules/order-lifecycle/order-lifecycle.repo.ts':
    "import { sql } from 'drizzle-orm';\nexport const q = sql;\n",
  'src/server/modules/restaurant-orders/accept-order.ts':
    "import { commit } from '../order-lifecycle/commit-order-change';\nimport { q } from '#server/modules/order-lifecycle/order-lifecycle.repo.ts';\nimport { AppError } from '#server/http/app-error.ts';\nexport { commit, q, AppError };\n",
  'src/server/http/app-error.ts': 'export class AppError extends Error {}\n',
  'src/server/housekeeping/sweep.ts':
    "import { commit } from '#server/modules/order-lifecycle/commit-order-change.ts';\nexport const s = commit;\n",
  'tests/server/restaurant-orders/accept.test.ts':
    "import { commit } from '#server/modules/order-lifecycle/commit-order-change.ts';\nimport { h } from '../../support/helper';\nexport { commit, h };\n",
};

describe('findBoundaryViolations', () => {
  it('reports nothing for a tree that keeps the boundaries', () => {
    expect(findBoundaryViolations(tree(clean))).toEqual([]);
  });

  it('reports each kind of wrong import with its file, line and rule', () => {
    const root = tree({
      ...clean,
      'src/web/features/ordering/o.ts': "export const o = 1;\nimport { x } from '../cart/components/x';\n",
      'src/web/features/cart/lazy.ts': "export const load = () => import('../ordering/o');\n",
      'src/web/lib/uses-server.ts': "export { buildApp } from '../../server/app';\n",
      'src/server/uses-web.ts':
        "import type { api } from '../web/lib/api-client';\nexport type A = typeof api;\n",
      'src/domain/uses-react.ts': "import { useState } from 'react';\nexport const u = useState;\n",
      'src/domain/uses-server.ts': "import { Fastify } from '../server/app';\nexport const f = Fastify;\n",
    });
    const found = findBoundaryViolations(root).map((v) => [v.file, v.line, v.rule]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['src/web/features/ordering/o.ts', 2, 'feature "ordering" never imports feature "cart"'],
        ['src/web/features/cart/lazy.ts', 1, 'feature "cart" never imports feature "ordering"'],
        ['src/web/lib/uses-server.ts', 1, 'web never imports server'],
        ['src/server/uses-web.ts', 1, 'server never imports web'],
        ['src/domain/uses-react.ts', 1, 'domain imports only zod, libphonenumber-js and src/domain'],
        ['src/domain/uses-server.ts', 1, 'domain imports only zod, libphonenumber-js and src/domain'],
      ]),
    );
    expect(found).toHaveLength(6);
  });

  it('reports a server module importing another module, through a relative path or an alias', () => {
    const root = tree({
      ...clean,
      'src/server/modules/driver-deliveries/claim-order.ts': 'export const claim = 1;\n',
      'src/server/modules/admin-orders/assign-driver.ts':
        "import { claim } from '../driver-deliveries/claim-order';\nimport type { X } from '#server/modules/restaurant-orders/accept-order.ts';\nimport { commit } from '#server/modules/order-lifecycle/commit-order-change.ts';\nexport { claim, commit };\nexport type { X };\n",
    });
    expect(findBoundaryViolations(root).map((v) => [v.file, v.line, v.rule])).toEqual([
      [
        'src/server/modules/admin-orders/assign-driver.ts',
        1,
        'module "admin-orders" imports no other module than "order-lifecycle" (not "driver-deliveries")',
      ],
      [
        'src/server/modules/admin-orders/assign-driver.ts',
        2,
        'module "admin-orders" imports no other module than "order-lifecycle" (not "restaurant-orders")',
      ],
    ]);
  });

  it('reports infrastructure importing a module, even order-lifecycle', () => {
    const root = tree({
      ...clean,
      'src/server/realtime/notifier.ts':
        "import type { R } from '../modules/order-lifecycle/order-lifecycle.repo';\nexport type N = R;\n",
      'src/server/db/seed.ts':
        "import { commit } from '#server/modules/order-lifecycle/commit-order-change.ts';\nexport const s = commit;\n",
    });
    expect(findBoundaryViolations(root).map((v) => [v.file, v.rule])).toEqual([
      ['src/server/db/seed.ts', 'infrastructure "db" never imports a module ("order-lifecycle")'],
      [
        'src/server/realtime/notifier.ts',
        'infrastructure "realtime" never imports a module ("order-lifecycle")',
      ],
    ]);
  });

  it('reports a use case importing drizzle-orm: only repositories own SQL', () => {
    const root = tree({
      ...clean,
      'src/server/modules/restaurant-orders/delay-order.ts':
        "import { sql } from 'drizzle-orm';\nexport const d = sql;\n",
      'src/server/modules/restaurant-orders/restaurant-orders.repo.ts':
        "import { sql } from 'drizzle-orm';\nexport const r = sql;\n",
    });
    expect(findBoundaryViolations(root).map((v) => [v.file, v.rule])).toEqual([
      [
        'src/server/modules/restaurant-orders/delay-order.ts',
        'only repositories (*.repo.ts) import drizzle-orm',
      ],
    ]);
  });

  it('reports a feature importing another feature through the #web alias', () => {
    const root = tree({
      ...clean,
      'src/web/features/cart/uses-ordering.ts':
        "import { o } from '#web/features/ordering/o.ts';\nexport const u = o;\n",
    });
    expect(findBoundaryViolations(root).map((v) => [v.file, v.rule])).toEqual([
      ['src/web/features/cart/uses-ordering.ts', 'feature "cart" never imports feature "ordering"'],
    ]);
  });

  it('reports an import that climbs four or more folders, anywhere in the tree', () => {
    const root = tree({
      ...clean,
      // Built with repeat() so that this file holds no deep import itself (the checker reads it too).
      'src/web/features/cart/components/deep/y.tsx': `import { api } from '${up(4)}lib/api-client';\nexport const y = api;\n`,
      'tests/web/cart/deep/more/z.test.ts': `import { api } from '${up(5)}src/web/lib/api-client';\nimport { h } from '${up(3)}support/h';\nexport { api, h };\n`,
    });
    expect(findBoundaryViolations(root).map((v) => [v.file, v.rule])).toEqual([
      [
        'src/web/features/cart/components/deep/y.tsx',
        'an import climbs 4 folders: use an alias (#domain, #server, #web)',
      ],
      [
        'tests/web/cart/deep/more/z.test.ts',
        'an import climbs 5 folders: use an alias (#domain, #server, #web)',
      ],
    ]);
  });

  it('finds no violation in the real tree', () => {
    expect(findBoundaryViolations(repoRoot)).toEqual([]);
  });
});

describe('findLayoutProblems', () => {
  it('reports a module or feature without a same-named domain folder, except the web-only features', () => {
    const root = tree({
      'src/domain/ordering/requests.ts': 'export const r = 1;\n',
      'src/server/modules/ordering/place-order.ts': 'export const p = 1;\n',
      'src/server/modules/kitchen/accept-order.ts': 'export const a = 1;\n',
      'src/web/features/ordering/o.ts': 'export const o = 1;\n',
      'src/web/features/pwa/install.ts': 'export const i = 1;\n',
      'src/web/features/restaurant-board/board.tsx': 'export const b = 1;\n',
    });
    expect(findLayoutProblems(root).map((p) => p.folder)).toEqual([
      'src/server/modules/kitchen',
      'src/web/features/restaurant-board',
    ]);
  });

  it('finds none in the real tree', () => {
    expect(findLayoutProblems(repoRoot)).toEqual([]);
  });
});
