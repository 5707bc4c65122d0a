import sourceMapSupport from 'source-map-support';

// Stack traces of the built server name its TypeScript sources. Node's own --enable-source-maps
// reads and parses each chunk's map as the chunk loads, on every start (a tenth of a second and
// more of it, on the thread that is then loading the app: docs/performance.md); source-map-support
// reads a map the first time a trace goes through its file. Not installed where node maps traces
// itself (--enable-source-maps, tsx in development). The entry point loads it once the database's
// thread has started, and before it prints an error: V8 formats a trace when it is first read.

if (!process.sourceMapsEnabled) {
  // Uncaught errors keep node's own report (now with mapped frames) and exit code.
  sourceMapSupport.install({ environment: 'node', handleUncaughtExceptions: false });
}
