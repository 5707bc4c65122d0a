import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz next to every compressible file once the build (service worker included) is
 * on disk; the server sends them to browsers that accept them (@fastify/static preCompressed).
 */
export function precompress(outDir: string): Plugin {
  const compressible = /\.(js|mjs|css|svg|webmanifest|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'quickbite:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file) || statSync(file).size < 1024) continue;
          const content = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}
