import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// One Lighthouse run as the lighthouse CLI and PageSpeed Insights make it: the default config
// (mobile: Moto G Power emulation, simulated throttling, every category) with nothing overridden
// but how to reach the browser, in a Chromium started for this run alone, so nothing an earlier
// run compiled or cached carries over.

export const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;
export type MetricLabel = (typeof METRICS)[keyof typeof METRICS];

/** One row of Lighthouse's bootup-time audit: main-thread time of one script on the simulated phone. */
export interface ScriptTime {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

export interface Run {
  /** Lighthouse's CPU benchmark of this machine at that moment: lower means a busier or slower CPU. */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  metrics: Record<MetricLabel, number>;
  /** Same-origin scripts the page loaded, with their bytes on the wire. */
  scripts: { url: string; transferBytes: number }[];
  /** Scripts over the audit's 50 ms threshold, "Unattributable" work included. */
  bootup: ScriptTime[];
}

type TableItems = Record<string, unknown>[];
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function tableItems(lhr: Lhr, auditId: string): TableItems {
  return (lhr.audits[auditId]?.details as { items?: TableItems } | undefined)?.items ?? [];
}

function categoryScore(lhr: Lhr, id: string): number {
  const category = lhr.categories[id];
  if (category?.score === null || category?.score === undefined) {
    const errors = (category?.auditRefs ?? []).map((ref) => lhr.audits[ref.id]?.errorMessage).filter(Boolean);
    throw new Error(`no ${id} score (${errors.join('; ') || 'no such category'})`);
  }
  const { score } = category;
  return Math.round(score * 100);
}

function toRun(lhr: Lhr, origin: string): Run {
  const metrics = {} as Record<MetricLabel, number>;
  for (const [id, label] of Object.entries(METRICS))
    metrics[label] = lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    metrics,
    scripts: tableItems(lhr, 'network-requests')
      .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(origin))
      .map((item) => ({ url: String(item.url), transferBytes: Number(item.transferSize ?? 0) })),
    bootup: tableItems(lhr, 'bootup-time').map((item) => ({
      url: String(item.url),
      total: Number(item.total ?? 0),
      scripting: Number(item.scripting ?? 0),
      scriptParseCompile: Number(item.scriptParseCompile ?? 0),
    })),
  };
}

async function runOnce(url: string, chromiumPath: string, jsonFile: string | undefined): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (jsonFile) writeFileSync(jsonFile, JSON.stringify(lhr));
    return toRun(lhr, new URL(url).origin);
  } finally {
    // Wait until Chromium is gone, so the next run's CPU benchmark does not share the machine with it.
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    const running = chrome.process.exitCode === null && chrome.process.signalCode === null;
    chrome.kill();
    if (running) await exited;
  }
}

/** Tries a run up to three times: a busy machine now and then loses the trace (NO_NAVSTART). */
export async function runLighthouse(
  url: string,
  options: { chromiumPath: string; jsonFile: string | undefined; onRetry: (reason: string) => void },
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, options.chromiumPath, options.jsonFile);
    } catch (error) {
      if (attempt === 3) throw error;
      options.onRetry((error as Error).message);
    }
  }
}
