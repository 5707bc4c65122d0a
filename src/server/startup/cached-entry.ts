import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { readCodeCache, writeCodeCache } from './code-cache';
import { startEarly } from './early-start';

// The built server's entry, dist/server/main.js (decision 0042). It takes the start's first step
// (early-start.ts); the rest of the server (src/server/start-server.ts and all it loads) is one
// CommonJS bundle beside it, server.cjs, run here through V8's code cache:
// a restart reads the bytecode its first start compiled instead of parsing and compiling three
// megabytes of JavaScript again, on the thread that loads the app while the database opens. The
// first start after a build compiles as usual and, once it serves, writes the cache.

/** The hash of server.cjs, set by the build (scripts/build-server.mjs). */
declare const SERVER_BUNDLE_KEY: string;

// First the database's thread, then the bundle: its compilation runs beside the opening.
const early = startEarly(process.env, {
  script: new URL('./pglite-thread.js', import.meta.url),
  newDatabase: new URL('./new-database.tar.gz', import.meta.url),
});
// Reported by the server's startServer, which takes it over below.
early.catch(() => {});

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
const cacheFile = `${bundle}.cache`;
const { script, fromCache } = compileBundle();
const server: { exports: Partial<typeof import('../start-server')> } = { exports: {} };
script.runInThisContext()(server.exports, createRequire(bundle), server, bundle, dirname(bundle));
const started = server.exports.startServer?.(early);

if (!fromCache) {
  // Once the first answer can go out: the cache then holds what a start compiles, routes included.
  void started?.then(() =>
    setImmediate(() => writeCodeCache(cacheFile, SERVER_BUNDLE_KEY, script.createCachedData())),
  );
}

/** The bundle compiled, from the cache when there is one V8 accepts (the cache's bytes are not kept). */
function compileBundle(): { script: Script; fromCache: boolean } {
  const cachedData = readCodeCache(cacheFile, SERVER_BUNDLE_KEY);
  // Node's own CommonJS wrapper, kept on the bundle's first line so its source map still lines up.
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
    { filename: bundle, cachedData },
  );
  return { script, fromCache: cachedData !== undefined && !script.cachedDataRejected };
}
