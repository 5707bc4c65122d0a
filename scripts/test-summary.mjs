// Reads the JSON reports that Vitest and Playwright write into TEST_RESULTS_DIR (default
// .tmp/results) and prints one plain line per database ("pglite: 120 passed, 0 failed"), plus the
// sum over all runs with --total.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const TOTALS = '.tmp/test-totals.json';
const label = process.argv[2] ?? 'tests';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

if (label === '--total') {
  const totals = readJson(TOTALS) ?? { passed: 0, failed: 0 };
  console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(0);
}

let passed = 0;
let failed = 0;
const results = process.env.TEST_RESULTS_DIR ?? '.tmp/results';
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const playwright = readJson(`${results}/playwright.json`);
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected;
}
console.log(`${label}: ${passed} passed, ${failed} failed`);
const totals = readJson(TOTALS) && label !== 'pglite' ? readJson(TOTALS) : { passed: 0, failed: 0 };
writeFileSync(TOTALS, JSON.stringify({ passed: totals.passed + passed, failed: totals.failed + failed }));
