// `npx tsx bench/lighthouse.bench.ts`: what PageSpeed Insights would measure on the customer home and
// on a restaurant's page (restaurant 1 of the demo seed, its menu) of the production build, served by
// the real server on a fresh embedded database with the demo seed. Lighthouse's default config
// (mobile emulation, simulated throttling, nothing overridden), a fresh Chromium per run.
// A control page (bench/control-page: React rendering a heading and a paragraph, built like the app,
// served compressed like the app by a bare node:http server) runs in every turn with the two pages:
// its figures show what the machine allowed at that moment, since simulated throttling scales the CPU
// time measured, and the CPU benchmark of a shared machine moves between runs.
// Prints each run (performance, TBT, LCP, CPU benchmark); per page the medians and the median per-turn
// difference from the control; the main-thread time per script (bootup-time); the JavaScript loaded.
// Environment: LIGHTHOUSE_RUNS (runs per page, default 5), BUILD_DIR (default .tmp/build-lighthouse),
// LIGHTHOUSE_SKIP_BUILD=1 to measure an existing build (the control is always rebuilt, into
// .tmp/lighthouse-control), LIGHTHOUSE_JSON=<file> to keep the last full report of the home (the other
// pages' go next to it, `-restaurant` or `-control` before the extension), CHROMIUM_PATH (default
// /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { buildControlPage } from './support/control-page';
import {
  count,
  formatRun,
  printJavaScript,
  printMachine,
  printMedians,
  printScriptTimes,
} from './support/lighthouse-report';
import { type Run, runLighthouse } from './support/lighthouse-run';
import { startProcess, stopProcess, waitForUrl } from './support/processes';
import { serveStatic } from './support/static-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('LIGHTHOUSE_RUNS must be a whole number of at least 1');
const BUILD_DIR = process.env.BUILD_DIR ?? '.tmp/build-lighthouse';
const CONTROL_DIR = resolve('.tmp/lighthouse-control');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORTS = [5091, 5092, 5093, 5094, 5095, 5096, 5097, 5098, 5099];

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

/** Where LIGHTHOUSE_JSON keeps a page's last report: the file itself for the home. */
function reportFile(page: string): string | undefined {
  const file = process.env.LIGHTHOUSE_JSON;
  if (!file || page === 'home') return file;
  const ext = extname(file);
  return `${file.slice(0, file.length - ext.length)}-${page}${ext}`;
}

interface Page {
  name: string;
  origin: string;
  path: string;
  /** Where the page's built files are, for their gzip sizes. */
  root: string;
}

build();
console.log(`Building the control page into ${CONTROL_DIR} ...`);
await buildControlPage(CONTROL_DIR);
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
const controlServer = await serveStatic(CONTROL_DIR);
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/api/health`);
  // Warm the catalogue cache, as on a running server; the restaurant must exist in the seed.
  for (const path of ['/api/restaurants', '/api/restaurants/1', '/api/restaurants/1/menu']) {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  const web = join(BUILD_DIR, 'web');
  const pages: Page[] = [
    { name: 'control', origin: controlServer.origin, path: '/', root: CONTROL_DIR },
    { name: 'home', origin, path: '/', root: web },
    { name: 'restaurant', origin, path: '/restaurant/1', root: web },
  ];
  console.log(
    `Lighthouse (default mobile config), ${count(RUNS, 'turn')} of: ${pages.map((p) => `${p.name} ${p.origin}${p.path}`).join(', ')}`,
  );
  const runs = new Map<string, Run[]>(pages.map((page) => [page.name, []]));
  // The pages take turns with the control, so a busy spell on the machine weighs on all alike and
  // each page can be compared with the control of its own turn.
  for (let turn = 1; turn <= RUNS; turn++) {
    for (const page of pages) {
      const run = await runLighthouse(`${page.origin}${page.path}`, {
        chromiumPath: CHROMIUM,
        jsonFile: reportFile(page.name),
        onRetry: (reason) => console.log(`  turn ${turn} ${page.name} failed (${reason}); retrying`),
      });
      runs.get(page.name)?.push(run);
      console.log(formatRun(turn, page.name, run));
    }
  }

  const controls = runs.get('control') ?? [];
  for (const page of pages) {
    const pageRuns = runs.get(page.name) ?? [];
    const title = `${page.name} (${page.path})`;
    printMedians(title, pageRuns, page.name === 'control' ? undefined : controls);
    printScriptTimes(title, pageRuns, page.origin);
    printJavaScript(title, pageRuns, page.origin, page.root);
  }
  printMachine([...runs.values()].flat());
} finally {
  await controlServer.close();
  await stopProcess(server);
  rmSync(work, { recursive: true, force: true });
}
