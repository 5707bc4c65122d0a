// `npx tsx bench/lighthouse.bench.ts`: Lighthouse (mobile emulation and throttling, its defaults) on
// the customer home and on a restaurant's page (restaurant 1 of the demo seed, its menu) of the
// production build, served by the real server on a fresh embedded database with the demo seed. The
// pages take turns run by run; prints each page's median performance and accessibility scores, the
// main timings, and the JavaScript it loads (gzip size of those built files, and bytes on the wire).
// Environment: LIGHTHOUSE_RUNS (runs per page, default 3), BUILD_DIR (default .tmp/build-lighthouse),
// LIGHTHOUSE_SKIP_BUILD=1 to measure an existing build, LIGHTHOUSE_JSON=<file> to keep the last full
// report of the home (the restaurant page's goes next to it, `-restaurant` before the extension),
// CHROMIUM_PATH (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './support/measure';
import { startProcess, stopProcess, waitForUrl } from './support/processes';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUILD_DIR = process.env.BUILD_DIR ?? '.tmp/build-lighthouse';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORTS = [5091, 5092, 5093, 5094, 5095, 5096, 5097, 5098, 5099];

/** The pages measured, by name: the home and the customer route of one restaurant's menu. */
const PAGES = [
  { name: 'home', path: '/', warm: ['/api/restaurants'] },
  { name: 'restaurant', path: '/restaurant/1', warm: ['/api/restaurants/1', '/api/restaurants/1/menu'] },
] as const;
type PageName = (typeof PAGES)[number]['name'];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(): Promise<number> {
  for (const port of PORTS) if (await portIsFree(port)) return port;
  throw new Error(`No free port among ${PORTS.join(', ')}`);
}

function build(): void {
  if (process.env.LIGHTHOUSE_SKIP_BUILD === '1') {
    if (!existsSync(join(BUILD_DIR, 'server/main.js'))) throw new Error(`No build in ${BUILD_DIR}`);
    return;
  }
  console.log(`Building into ${BUILD_DIR} ...`);
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_DIR },
  });
  if (result.status !== 0) throw new Error('Build failed');
}

interface Run {
  /** Lighthouse's CPU benchmark of this machine at that moment: lower means a busier or slower CPU. */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  scripts: { url: string; transferBytes: number }[];
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

/** Where LIGHTHOUSE_JSON keeps a page's last report: the file itself for the home. */
function reportFile(page: PageName): string | undefined {
  const file = process.env.LIGHTHOUSE_JSON;
  if (!file || page === 'home') return file;
  const ext = extname(file);
  return `${file.slice(0, file.length - ext.length)}-${page}${ext}`;
}

async function runLighthouse(url: string, chromePort: number, jsonFile: string | undefined): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(lhr));
  const metrics: Record<string, number> = {};
  for (const [id, label] of Object.entries(METRICS))
    metrics[label] = lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items;
  const scripts = (requests ?? [])
    .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(new URL(url).origin))
    .map((item) => ({ url: String(item.url), transferBytes: Number(item.transferSize ?? 0) }));
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics,
    scripts,
  };
}

/** Tries a run up to three times: a busy machine now and then loses the trace (NO_NAVSTART). */
async function runWithRetries(url: string, chromePort: number, page: PageName, run: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePort, reportFile(page));
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${page} run ${run} failed (${(error as Error).message}); retrying`);
    }
  }
}

/** gzip size (level 9) of the built files behind the given script URLs. */
function gzipBytes(urls: string[]): number {
  return urls.reduce((sum, url) => {
    const file = join(BUILD_DIR, 'web', new URL(url).pathname);
    return sum + gzipSync(readFileSync(file), { level: 9 }).length;
  }, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

build();
const port = await freePort();
const work = mkdtempSync(join(tmpdir(), 'quickbite-lighthouse-'));
const server = startProcess([join(BUILD_DIR, 'server/main.js')], {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: join(work, 'data'),
  SEED_DEMO: 'true',
  WEB_DIST_DIR: join(BUILD_DIR, 'web'),
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/api/health`);
  // Warm the catalogue cache, as on a running server; the restaurant must exist in the seed.
  for (const path of PAGES.flatMap((page) => page.warm)) {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  console.log(
    `Lighthouse ${RUNS} runs each on ${PAGES.map((page) => page.path).join(' and ')} of ${origin} (mobile emulation and throttling)`,
  );
  const runs = new Map<PageName, Run[]>(PAGES.map((page) => [page.name, []]));
  // The pages take turns, so a busy spell on the machine weighs on both alike.
  for (let i = 0; i < RUNS; i++) {
    for (const page of PAGES) {
      const url = `${origin}${page.path}`;
      const run = await runWithRetries(url, chrome.port, page.name, i + 1);
      runs.get(page.name)?.push(run);
      const timings = Object.entries(run.metrics)
        .map(([label, value]) =>
          label === 'CLS' ? `CLS ${value.toFixed(3)}` : `${label} ${Math.round(value)} ms`,
        )
        .join(', ');
      console.log(
        `  ${page.name} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility} (${timings}; CPU benchmark ${Math.round(run.benchmarkIndex)})`,
      );
    }
  }

  for (const page of PAGES) {
    const pageRuns = runs.get(page.name) ?? [];
    const last = pageRuns[pageRuns.length - 1] as Run;
    const scriptUrls = [...new Set(last.scripts.map((s) => s.url))];
    console.log(`\nJavaScript loaded by the ${page.name} (${page.path}):`);
    for (const s of last.scripts)
      console.log(`  ${new URL(s.url).pathname} (${kb(s.transferBytes)} on the wire)`);
    console.log(`\nMedians, ${page.name} (${page.path})`);
    console.log(`  performance    ${median(pageRuns.map((r) => r.performance))}`);
    console.log(`  accessibility  ${median(pageRuns.map((r) => r.accessibility))}`);
    for (const label of Object.values(METRICS)) {
      const value = median(pageRuns.map((r) => r.metrics[label] ?? Number.NaN));
      console.log(`  ${label.padEnd(14)} ${label === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`);
    }
    const js = `${page.name} JS`.padEnd(14);
    console.log(`  ${js} ${kb(gzipBytes(scriptUrls))} gzipped (${scriptUrls.length} files)`);
    console.log(
      `                 ${kb(last.scripts.reduce((sum, s) => sum + s.transferBytes, 0))} on the wire`,
    );
  }
} finally {
  await chrome.kill();
  await stopProcess(server);
  rmSync(work, { recursive: true, force: true });
}
