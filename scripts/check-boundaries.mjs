#!/usr/bin/env node
// Checks the import boundaries of the layout (docs/architecture.md) without any dependency:
// - src/domain imports only zod, libphonenumber-js (customer phones) and other files of src/domain;
// - src/web and src/server never import each other;
// - a web feature (src/web/features/<a>/) never imports another feature (src/web/features/<b>/);
// - a server module (src/server/modules/<a>/) imports no other module except order-lifecycle;
// - server infrastructure (db, http, realtime, rate-limits, auth, metrics, payment-providers, push)
//   imports no module; what composes modules (app.ts, housekeeping/, demo-seed/) may;
// - inside a server module only repositories (*.repo.ts) import drizzle-orm: they own the SQL;
// - no import climbs four or more folders (`../../../../`): use the #domain, #server, #web aliases.
// Both relative imports and the package.json aliases (#domain/*, #server/*, #web/*) are followed.
// It also checks the layout: every server module and every web feature has a same-named folder in
// src/domain, except the web-only features named below (and in docs/architecture.md).
// Usage: node scripts/check-boundaries.mjs [rootDir]  (rootDir holds src/; default: the repository)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE_FILE = /\.(ts|tsx|mts|cts|mjs)$/;
/** Folders whose imports are checked; only src/ has layers, the climb rule holds everywhere. */
const SCANNED = ['src', 'tests', 'bench', 'e2e', 'scripts'];
const INFRASTRUCTURE = new Set([
  'db',
  'http',
  'realtime',
  'rate-limits',
  'auth',
  'metrics',
  'payment-providers',
  'push',
]);
const SHARED_MODULE = 'order-lifecycle';
/** The packages src/domain may import: pure code that runs alike in the browser and the server. */
const DOMAIN_PACKAGES = ['zod', 'libphonenumber-js'];
const DOMAIN_RULE = 'domain imports only zod, libphonenumber-js and src/domain';
const ALIAS = /^#(domain|server|web)\/(.*)$/;
const MAX_CLIMB = 4;
/** Web features with no domain of their own (docs/architecture.md names them; at most four). */
export const WEB_ONLY_FEATURES = ['pwa', 'apps-switcher', 'content', 'app-info'];
// `import ... from 'x'`, `export ... from 'x'`, `import 'x'` and `import('x')`.
const SPECIFIER =
  /(?:\bimport\s*(?:type\s+)?(?:[\w*${}\s,]+?\s*from\s*)?|\bexport\s*(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*|\bimport\s*\(\s*)(['"])([^'"]+)\1/g;

function listSourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const files = [];
  for (const name of entries) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...listSourceFiles(full));
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Every import/export-from specifier of a source text, with its 1-based line. */
export function findSpecifiers(text) {
  const found = [];
  // Comments could hold example imports; blank them out but keep the line breaks.
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const match of code.matchAll(SPECIFIER)) {
    const at = match.index + match[0].lastIndexOf(`${match[1]}${match[2]}`);
    const line = code.slice(0, at).split('\n').length;
    found.push({ specifier: match[2], line });
  }
  return found;
}

/**
 * Where a repository-relative path sits: its area ('domain', 'web', 'server' or null outside src),
 * the web feature or server module it belongs to, and for the server its top folder.
 */
function placeOf(relative) {
  const parts = relative.split('/');
  if (parts[0] !== 'src') return { area: null, feature: null, module: null, serverFolder: null };
  const area = parts[1] ?? null;
  const inFolder = parts.length > 4;
  const feature = area === 'web' && parts[2] === 'features' && inFolder ? parts[3] : null;
  const module = area === 'server' && parts[2] === 'modules' && inFolder ? parts[3] : null;
  const serverFolder = area === 'server' && parts.length > 3 ? parts[2] : null;
  return { area, feature, module, serverFolder };
}

/** The repository-relative target of a specifier (without extension probing), or null for a package. */
function targetOf(fromFile, specifier, rootDir) {
  const alias = ALIAS.exec(specifier);
  if (alias) return `src/${alias[1]}/${alias[2]}`;
  if (!specifier.startsWith('.')) return null;
  return path
    .relative(rootDir, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join('/');
}

/**
 * The boundary violations below rootDir, each as { file, line, specifier, rule }, file relative to
 * rootDir with forward slashes.
 */
export function findBoundaryViolations(rootDir) {
  const violations = [];
  const files = SCANNED.flatMap((dir) => listSourceFiles(path.join(rootDir, dir)));
  for (const file of files) {
    const fromRel = path.relative(rootDir, file).split(path.sep).join('/');
    const from = placeOf(fromRel);
    for (const { specifier, line } of findSpecifiers(readFileSync(file, 'utf8'))) {
      const report = (rule) => violations.push({ file: fromRel, line, specifier, rule });
      const climbs = /^(\.\.\/)*/.exec(specifier)[0].length / 3;
      if (climbs >= MAX_CLIMB)
        report(`an import climbs ${climbs} folders: use an alias (#domain, #server, #web)`);
      if (from.area === null) continue;
      const targetRel = targetOf(file, specifier, rootDir);
      if (targetRel === null) {
        const domainPackage = DOMAIN_PACKAGES.some(
          (name) => specifier === name || specifier.startsWith(`${name}/`),
        );
        if (from.area === 'domain' && !domainPackage) report(DOMAIN_RULE);
        if (from.module && !fromRel.endsWith('.repo.ts') && /^drizzle-orm(\/|$)/.test(specifier)) {
          report('only repositories (*.repo.ts) import drizzle-orm');
        }
        continue;
      }
      // `x` stands for a file name, so that a folder's index counts as inside the folder.
      const to = placeOf(`${targetRel}/x`);
      if (from.area === 'domain' && to.area !== 'domain') report(DOMAIN_RULE);
      if (from.area === 'web' && to.area === 'server') report('web never imports server');
      if (from.area === 'server' && to.area === 'web') report('server never imports web');
      if (from.feature && to.feature && to.feature !== from.feature) {
        report(`feature "${from.feature}" never imports feature "${to.feature}"`);
      }
      if (from.module && to.module && to.module !== from.module && to.module !== SHARED_MODULE) {
        report(
          `module "${from.module}" imports no other module than "${SHARED_MODULE}" (not "${to.module}")`,
        );
      }
      if (INFRASTRUCTURE.has(from.serverFolder) && to.module) {
        report(`infrastructure "${from.serverFolder}" never imports a module ("${to.module}")`);
      }
    }
  }
  return violations;
}

function folders(dir) {
  try {
    return readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
  } catch {
    return [];
  }
}

/** Slices missing their domain folder, each as { folder, rule }. */
export function findLayoutProblems(rootDir) {
  const src = path.join(rootDir, 'src');
  const domain = new Set(folders(path.join(src, 'domain')));
  const problems = [];
  for (const module of folders(path.join(src, 'server', 'modules'))) {
    if (!domain.has(module)) {
      problems.push({
        folder: `src/server/modules/${module}`,
        rule: `no src/domain/${module}: one name per slice`,
      });
    }
  }
  for (const feature of folders(path.join(src, 'web', 'features'))) {
    if (!domain.has(feature) && !WEB_ONLY_FEATURES.includes(feature)) {
      problems.push({
        folder: `src/web/features/${feature}`,
        rule: `no src/domain/${feature}, and not one of the web-only features (${WEB_ONLY_FEATURES.join(', ')})`,
      });
    }
  }
  return problems;
}

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = findBoundaryViolations(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.rule} ('${v.specifier}')`);
  const problems = findLayoutProblems(root);
  for (const p of problems) console.error(`${p.folder}: ${p.rule}`);
  if (violations.length + problems.length > 0) {
    console.error(`${violations.length} import boundary violation(s), ${problems.length} layout problem(s)`);
    process.exit(1);
  }
  console.log('Import boundaries and layout: no violation');
}
