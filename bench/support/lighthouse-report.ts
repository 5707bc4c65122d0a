import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { METRICS, type MetricLabel, type Run, type ScriptTime } from './lighthouse-run';
import { median } from './measure';

// What the Lighthouse bench prints: one line per run, then per page the medians (with the median
// per-turn difference from the control page), the main-thread time per script and the JavaScript
// the page loads.

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const signed = (value: number, unit = '') =>
  `${value >= 0 ? '+' : '−'}${Math.abs(value).toLocaleString('en-US')}${unit}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatRun(turn: number, page: string, run: Run): string {
  return [
    `  turn ${turn} ${page.padEnd(10)}`,
    `performance ${String(run.performance).padStart(3)}`,
    `TBT ${ms(run.metrics.TBT).padStart(8)}`,
    `LCP ${ms(run.metrics.LCP).padStart(8)}`,
    `CPU benchmark ${Math.round(run.benchmarkIndex)}`,
  ].join('  ');
}

/** Median of the per-turn differences page minus control (runs and controls are aligned by turn). */
function medianDifference(runs: Run[], controls: Run[], pick: (run: Run) => number): number {
  return median(runs.map((run, turn) => pick(run) - pick(controls[turn] as Run)));
}

function row(label: string, value: string, versusControl = ''): string {
  return `  ${label.padEnd(15)}${value.padStart(10)}   ${versusControl}`.trimEnd();
}

/** Medians over a page's runs; with the control's runs, also how far the page is from it turn by turn. */
export function printMedians(page: string, runs: Run[], controls?: Run[]): void {
  const versus = (pick: (run: Run) => number, unit: string) =>
    controls ? signed(Math.round(medianDifference(runs, controls, pick)), unit) : '';
  console.log(
    `\nMedians over ${count(runs.length, 'run')}, ${page}${controls ? ' (and minus the control, per turn)' : ''}`,
  );
  console.log(
    row(
      'performance',
      String(median(runs.map((r) => r.performance))),
      versus((r) => r.performance, ' points'),
    ),
  );
  console.log(row('accessibility', String(median(runs.map((r) => r.accessibility)))));
  for (const label of Object.values(METRICS) as MetricLabel[]) {
    const value = median(runs.map((r) => r.metrics[label]));
    if (label === 'CLS') console.log(row(label, value.toFixed(3)));
    else
      console.log(
        row(
          label,
          ms(value),
          versus((r) => r.metrics[label], ' ms'),
        ),
      );
  }
  // The CPU benchmark is measured at the start of each run: page over control shows the machine's
  // drift within a turn, not anything about the page.
  const ratio = controls
    ? `x${median(runs.map((r, turn) => r.benchmarkIndex / (controls[turn] as Run).benchmarkIndex)).toFixed(2)} of the control's`
    : '';
  console.log(row('CPU benchmark', String(Math.round(median(runs.map((r) => r.benchmarkIndex)))), ratio));
}

const shortUrl = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);

/**
 * Main-thread time per script (Lighthouse's bootup-time audit, already scaled to the simulated
 * phone's CPU), median over the runs; a run that does not list a script (under 50 ms) counts 0.
 */
export function printScriptTimes(page: string, runs: Run[], origin: string): void {
  const byUrl = new Map<string, ScriptTime[]>();
  for (const run of runs)
    for (const item of run.bootup) byUrl.set(item.url, [...(byUrl.get(item.url) ?? []), item]);
  const medianOf = (items: ScriptTime[], pick: (item: ScriptTime) => number) =>
    median([...items.map(pick), ...Array(runs.length - items.length).fill(0)]);
  const rows = [...byUrl].map(([url, items]) => ({
    url: shortUrl(url, origin),
    listed: items.length,
    total: medianOf(items, (item) => item.total),
    scripting: medianOf(items, (item) => item.scripting),
    parse: medianOf(items, (item) => item.scriptParseCompile),
  }));
  rows.sort((a, b) => b.total - a.total);
  console.log(`\nMain-thread time per script, ${page} (bootup-time, simulated phone CPU, medians)`);
  console.log(`  ${'total'.padStart(9)} ${'scripting'.padStart(10)} ${'parse+compile'.padStart(14)}  script`);
  for (const r of rows) {
    const listed = r.listed < runs.length ? ` (listed in ${r.listed} of ${runs.length} runs)` : '';
    console.log(
      `  ${ms(r.total).padStart(9)} ${ms(r.scripting).padStart(10)} ${ms(r.parse).padStart(14)}  ${r.url}${listed}`,
    );
  }
}

/** The scripts of the page's last run: bytes on the wire, and the gzip size (level 9) of the built files. */
/** The spread of the CPU benchmark over every run: how much the machine's speed moved meanwhile. */
export function printMachine(runs: Run[]): void {
  const indexes = runs.map((run) => Math.round(run.benchmarkIndex));
  console.log(
    `\nCPU benchmark over all ${count(runs.length, 'run')}: ${Math.min(...indexes)} to ${Math.max(...indexes)} (median ${median(indexes)})`,
  );
}

export function printJavaScript(page: string, runs: Run[], origin: string, root: string): void {
  const scripts = runs[runs.length - 1]?.scripts ?? [];
  const paths = [...new Set(scripts.map((script) => shortUrl(script.url, origin).split('?', 1)[0] ?? ''))];
  const gzipped = paths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(root, path)), { level: 9 }).length,
    0,
  );
  console.log(`\nJavaScript loaded by the ${page}:`);
  for (const script of scripts)
    console.log(`  ${shortUrl(script.url, origin)} (${kb(script.transferBytes)} on the wire)`);
  const wire = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
  console.log(`  in all ${kb(gzipped)} gzipped (${count(paths.length, 'file')}), ${kb(wire)} on the wire`);
}
