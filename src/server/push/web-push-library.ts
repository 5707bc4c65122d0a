import type { WebPushError } from 'web-push';

// web-push, with the ASN.1 and big-number code under it, is loaded on the first push sent or the
// first key pair made, not at start: most restarts send nothing in their first seconds.

type WebPush = typeof import('web-push');

let loading: Promise<WebPush> | undefined;

export function loadWebPush(): Promise<WebPush> {
  // A CommonJS package: its functions arrive as the default export.
  loading ??= import('web-push').then(
    (module) => (module as unknown as { default?: WebPush }).default ?? module,
  );
  return loading;
}

/** web-push's own error for a push service's answer (it names itself), without loading the library. */
export function isWebPushError(error: unknown): error is WebPushError {
  return error instanceof Error && error.name === 'WebPushError';
}
