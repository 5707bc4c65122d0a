/**
 * A setting (or a start-up fact derived from the settings) is wrong: start-up prints its message
 * alone and exits 1. In a module of its own so the entry point can recognise it before the
 * configuration and its validation library are loaded. Recognised by its name: the start's first
 * step and the rest of it are separate bundles once built (decision 0042).
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
