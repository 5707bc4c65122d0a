/**
 * A setting (or a start-up fact derived from the settings) is wrong: start-up prints its message
 * alone and exits 1. In a module of its own so the entry point can recognise it before the
 * configuration and its validation library are loaded.
 */
export class ConfigError extends Error {}
