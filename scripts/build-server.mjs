// Bundles the server and its command-line tools into dist/server (dependencies stay external).
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
  packages: 'external',
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
