// Bundles the server and its command-line tools, with their dependencies, into dist/server. Node
// then resolves, reads and compiles a few large files instead of hundreds of small ones at every
// start (decision 0040). Packages that read files beside their own code at run time, load other
// files by path, or are loaded only for one feature stay external (installed in node_modules).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const outdir = `${process.env.BUILD_DIR ?? 'dist'}/server`;
// Chunk names carry a hash: an earlier build's chunks would otherwise pile up beside the new ones.
rmSync(outdir, { recursive: true, force: true });

// Bundled, though they find files of their own through __dirname (the docs' page and its assets,
// its own package.json): in their modules __dirname is the folder they are installed in, found at
// run time, so a build moved with its node_modules (a container image) still finds them.
const FIND_OWN_FILES = ['@fastify/swagger', '@fastify/swagger-ui'];

/** @type {import('esbuild').Plugin} */
const installedDirname = {
  name: 'installed-dirname',
  setup(build) {
    for (const name of FIND_OWN_FILES) {
      const root = resolve('node_modules', name);
      const filter = new RegExp(`node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/].*\\.js$`);
      build.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('__dirname')) return undefined;
        const folder = relative(root, dirname(args.path)).split(sep).join('/');
        const installed = `require('node:path').join(require('node:path').dirname(require.resolve(${JSON.stringify(`${name}/package.json`)})), ${JSON.stringify(folder)})`;
        // After a leading 'use strict', which must stay the module's first statement.
        const [, directive = '', , body = source] =
          /^(\s*(['"])use strict\2;?\s*)?([\s\S]*)$/.exec(source) ?? [];
        return {
          contents: `${directive}var __dirname = ${installed};\n${body}`,
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    }
  },
};

await build({
  plugins: [installedDirname],
  entryPoints: {
    main: 'src/server/main.ts',
    // The embedded database's thread, started by the server beside main.js.
    'pglite-thread': 'src/server/db/pglite-thread.ts',
    'migrate-cli': 'src/server/db/migrate-cli.ts',
    'seed-cli': 'src/server/demo-seed/seed-cli.ts',
    'admin-create-cli': 'src/server/auth/admin-create-cli.ts',
    'new-database-cli': 'src/server/db/new-database-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    // Its WebAssembly and data files sit beside its code (new URL(..., import.meta.url)).
    '@electric-sql/pglite',
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
// The migrated, empty database a new DATA_DIR starts from (decision 0041): made with the build, so
// it always matches the migrations built with it.
const made = spawnSync(process.execPath, [`${outdir}/new-database-cli.js`, `${outdir}/new-database.tar.gz`], {
  stdio: 'inherit',
});
if (made.status !== 0) throw new Error('Could not make the new embedded database');
console.log(`Server built into ${outdir}`);
