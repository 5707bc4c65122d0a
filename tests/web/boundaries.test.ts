import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// DESIGN section 3: domain imports only zod and domain; web and server never import each other;
// inside web, features never import each other.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const trees: string[] = [];

interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}
// The checker is a dependency-free .mjs script (run by `npm run lint`); loaded by URL, typed here.
const { findBoundaryViolations } = (await import(
  pathToFileURL(path.join(repoRoot, 'scripts/check-boundaries.mjs')).href
)) as { findBoundaryViolations: (rootDir: string) => Violation[] };

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

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const clean = {
  'src/domain/money.ts': "import { z } from 'zod';\nexport const cents = z.number();\n",
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
        ['src/domain/uses-react.ts', 1, 'domain imports only zod and src/domain'],
        ['src/domain/uses-server.ts', 1, 'domain imports only zod and src/domain'],
      ]),
    );
    expect(found).toHaveLength(6);
  });

  it('finds no violation in the real src/', () => {
    expect(findBoundaryViolations(repoRoot)).toEqual([]);
  });
});
