import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// The Lighthouse bench's control page (bench/control-page): built with Vite's production build and
// the app's React plugin, minifier and target (vite.config.ts leaves both at Vite's defaults), so
// the only difference from the app is what the page does. The app's own config is not loaded: its
// PWA, Tailwind and chunking plugins concern the app's code, not React's.

const ROOT = fileURLToPath(new URL('../control-page/', import.meta.url));

/** Builds the control page into outDir (emptied first). */
export async function buildControlPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}
