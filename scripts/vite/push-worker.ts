import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** Where the plugin tells vite.config.ts the emitted script's name (assets/push-worker-<hash>.js). */
export interface EmittedScript {
  fileName: string | null;
}

/**
 * Compiles the service worker's push handling (src/web/pwa/push-worker.ts) into one classic script
 * of its own, for Workbox's importScripts: the worker Workbox generates is not an ES module and
 * cannot import the app's chunks. The name carries a hash of the content, so /sw.js changes when
 * the script does and browsers install the update.
 */
export function pushWorkerScript(entry: string, emitted: EmittedScript): Plugin {
  return {
    name: 'quickbite:push-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        write: false,
      });
      const [script] = result.outputFiles;
      if (!script) throw new Error(`The push worker ${entry} compiled to nothing`);
      const reference = this.emitFile({ type: 'asset', name: 'push-worker.js', source: script.text });
      emitted.fileName = this.getFileName(reference);
    },
  };
}
