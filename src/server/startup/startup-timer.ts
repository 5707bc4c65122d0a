import { performance } from 'node:perf_hooks';

// Start-up is a handful of steps (lock, database, migrations, seed, app); an operator who wonders
// why a restart took long reads their durations in one debug line instead of guessing.

export interface StartupTimer {
  /** Runs one step and records how long it took, even when it fails. */
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** Each step's duration in milliseconds, in the order they finished; steps may overlap. */
  durations(): Record<string, number>;
  /** When each step began, in milliseconds since the process started: which ones overlapped, which waited. */
  startedAt(): Record<string, number>;
  /** Milliseconds since the process started (node's own start and module loading included). */
  sinceProcessStart(): number;
}

export function createStartupTimer(now: () => number = () => performance.now()): StartupTimer {
  const steps: Record<string, number> = {};
  const starts: Record<string, number> = {};
  return {
    async step(name, run) {
      const started = now();
      starts[name] = Math.round(started);
      try {
        return await run();
      } finally {
        steps[name] = Math.round(now() - started);
      }
    },
    durations: () => ({ ...steps }),
    startedAt: () => ({ ...starts }),
    sinceProcessStart: () => Math.round(now()),
  };
}

/** Runs each step untimed: for the callers (tests, tools) that open a database outside start-up. */
export const UNTIMED: Pick<StartupTimer, 'step'> = { step: (_name, run) => run() };
