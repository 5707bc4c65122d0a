import { RUN_MODE_META_NAME, RUN_MODES, type RunMode } from '#domain/shared/run-mode.ts';

/**
 * The run mode the server wrote into the app shell, read synchronously so the first paint already
 * has (or has not) the demo bar. Null when the page did not come from our server (tests, previews).
 */
export function runModeFromDocument(doc: Document | undefined = globalThis.document): RunMode | null {
  const content = doc?.querySelector(`meta[name="${RUN_MODE_META_NAME}"]`)?.getAttribute('content');
  return (RUN_MODES as readonly string[]).includes(content ?? '') ? (content as RunMode) : null;
}
