// Bundles the server and its command-line tools, with their dependencies, into dist/server. Node
// then resolves, reads and compiles a few large files instead of hundreds of small ones at every
// start (decision 0040). Packages that read files beside their own code at run time, load other
// files by path, or are loaded only for one feature stay external (installed in node_modules).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = `${process.env.BUILD_DIR ?? 'dist'}/server`;
// Chunk names carry a hash: an earlier build's chunks would otherwise pile up beside the new ones.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    // The embedded database's thread, started by the server beside main.js.
    'pglite-thread': 'src/server/db/pglite-thread.ts',
    'migrate-cli': 'src/server/db/migrate-cli.ts',
    'seed-cli': 'src/server/demo-seed/seed-cli.ts',
    'admin-create-cli': 'src/server/auth/admin-create-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    // Its WebAssembly and data files sit beside its code (new URL(..., import.meta.url)).
    '@electric-sql/pglite',
    // Read their own package.json and static files through __dirname.
    '@fastify/swagger',
    '@fastify/swagger-ui',
    // Required by @fastify/swagger-ui from node_modules: bundled too, it would load twice.
    '@fastify/static',
    // Its transports run files by path in worker threads.
    'pino',
    // Fastify's default schema compilers (the app gives Zod's, decision 0039) and inject(): never
    // loaded by the server, so not carried in its chunks either.
    '@fastify/ajv-compiler',
    '@fastify/fast-json-stringify-compiler',
    'fast-json-stringify',
    'light-my-request',
    // Loaded on first use only (PostgreSQL, card payments, push), with optional native parts.
    'pg',
    'stripe',
    'web-push',
    'bufferutil',
    'utf-8-validate',
  ],
  // CommonJS dependencies inside the ESM bundle call require() for node's own modules.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  // The server's entry loads the app with import() while the database opens: the app becomes its
  // own chunk, and code the command-line tools share with it lands in shared chunks.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  // Stack traces need the mappings, not the sources: the map shrinks to under a third, and
  // it is read at every start.
  sourcesContent: false,
  logLevel: 'warning',
});
console.log(`Server built into ${outdir}`);
