#!/usr/bin/env node
// Checks the import boundaries of DESIGN section 3 without any dependency:
// - a feature (src/web/features/<a>/) never imports another feature (src/web/features/<b>/);
// - src/web and src/server never import each other;
// - src/domain imports only zod and other files of src/domain.
// Usage: node scripts/check-boundaries.mjs [rootDir]  (rootDir holds src/; default: the repository)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
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

/** 'web', 'server', 'domain' or null, and for web features the feature's name. */
function placeOf(relative) {
  const parts = relative.split('/');
  if (parts[0] !== 'src') return { area: null, feature: null };
  const area = parts[1] ?? null;
  const feature = area === 'web' && parts[2] === 'features' && parts.length > 4 ? parts[3] : null;
  return { area, feature };
}

/**
 * The boundary violations below rootDir/src, each as { file, line, specifier, rule }, file relative to
 * rootDir with forward slashes.
 */
export function findBoundaryViolations(rootDir) {
  const violations = [];
  const srcDir = path.join(rootDir, 'src');
  for (const file of listSourceFiles(srcDir)) {
    const fromRel = path.relative(rootDir, file).split(path.sep).join('/');
    const from = placeOf(fromRel);
    for (const { specifier, line } of findSpecifiers(readFileSync(file, 'utf8'))) {
      const report = (rule) => violations.push({ file: fromRel, line, specifier, rule });
      const relativeSpecifier = specifier.startsWith('.');
      if (!relativeSpecifier) {
        if (from.area === 'domain' && specifier !== 'zod' && !specifier.startsWith('zod/')) {
          report('domain imports only zod and src/domain');
        }
        continue;
      }
      const targetRel = path
        .relative(rootDir, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      const to = placeOf(`${targetRel}/x`);
      if (from.area === 'domain' && to.area !== 'domain') report('domain imports only zod and src/domain');
      if (from.area === 'web' && to.area === 'server') report('web never imports server');
      if (from.area === 'server' && to.area === 'web') report('server never imports web');
      if (from.feature && to.area === 'web') {
        const target = targetRel.split('/');
        const toFeature = target[2] === 'features' ? target[3] : null;
        if (toFeature && toFeature !== from.feature) {
          report(`feature "${from.feature}" never imports feature "${toFeature}"`);
        }
      }
    }
  }
  return violations;
}

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = findBoundaryViolations(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.rule} ('${v.specifier}')`);
  if (violations.length > 0) {
    console.error(`${violations.length} import boundary violation(s)`);
    process.exit(1);
  }
  console.log('Import boundaries: no violation');
}
