import { startEarly } from './startup/early-start';

// The server's entry from the sources (npm run dev, the tests), as tsx runs it: the first step of the
// start, then the rest (start-server.ts), loaded meanwhile. The build has its own entry doing the
// same through V8's code cache (startup/cached-entry.ts).

const early = startEarly(process.env, {
  script: new URL('./db/pglite-thread.ts', import.meta.url),
  newDatabase: new URL('./new-database.tar.gz', import.meta.url),
});
// Reported by startServer, which takes it over below.
early.catch(() => {});

export const started: Promise<void> = import('./start-server').then(({ startServer }) => startServer(early));
