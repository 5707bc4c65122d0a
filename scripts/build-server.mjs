// Bundles the server and its command-line tools into dist/server (dependencies stay external).
import { build } from 'esbuild';

const outdir = `${process.env.BUILD_DIR ?? 'dist'}/server`;

await build({
  entryPoints: {
    main: 'src/server/main.ts',
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
  sourcemap: true,
  // Stack traces need the mappings, not the sources: the map shrinks to under a third, and
  // it is read at every start.
  sourcesContent: false,
  logLevel: 'warning',
});
console.log(`Server built into ${outdir}`);
