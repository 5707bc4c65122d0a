import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { homeChunkModules } from './scripts/vite/home-chunk';
import { partnerChunks } from './scripts/vite/partner-chunks';
import { precompress } from './scripts/vite/precompress';
import { type EmittedScript, pushWorkerScript } from './scripts/vite/push-worker';
import { APP_NAME, TAGLINE, THEME_COLOR } from './src/web/lib/config';

// The web app: index.html lives at the repository root, the bundle goes to dist/web where the
// server serves it from. In development /api and /ws are proxied to the API server.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;
// BUILD_DIR lets several builds (e.g. parallel end-to-end runs) live side by side.
const outDir = `${process.env.BUILD_DIR ?? 'dist'}/web`;

const partnerOnly = new Set<string>();
const homeModules = new Set<string>();
const pushWorker: EmittedScript = { fileName: null };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    homeChunkModules(homeModules),
    partnerChunks(partnerOnly),
    pushWorkerScript(fileURLToPath(new URL('./src/web/pwa/push-worker.ts', import.meta.url)), pushWorker),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // src/web/pwa registers the worker itself (and not at all where the custom-domain purge runs).
      injectRegister: false,
      registerType: 'autoUpdate',
      integration: {
        // Notifications (src/web/pwa/push-worker.ts): the generated worker loads the compiled script.
        beforeBuildServiceWorker(options) {
          if (!pushWorker.fileName) throw new Error('The push worker script was not emitted');
          options.workbox.importScripts = [pushWorker.fileName];
        },
      },
      includeManifestIcons: false, // the glob below already precaches public/icons
      manifest: {
        id: '/',
        name: `${APP_NAME}: food delivery`,
        short_name: APP_NAME,
        description: `${TAGLINE} Order from restaurants near you and track your delivery live.`,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#fafaf9',
        categories: ['food', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Track Order',
            url: '/track-order',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          { name: 'Your Orders', url: '/orders', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
      workbox: {
        // The app shell, the customer screens and the static images; partner chunks are left out.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !partnerOnly.has(entry.url)),
            warnings: [],
          }),
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [
          /^\/api(\/|$)/,
          /^\/ws(\/|$)/,
          /^\/api\/docs(\/|$)/,
          /^\/sitemap\.xml$/,
          /^\/robots\.txt$/,
        ],
        runtimeCaching: [
          {
            // Catalogue reads only (list, one restaurant, its menu): fresh when online, the last
            // answer when offline. Every other /api route, and every write, goes to the network.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/restaurants(\/\d+(\/menu)?)?$/.test(url.pathname),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'quickbite-catalogue',
              networkTimeoutSeconds: 6,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
    precompress(outDir),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the home needs before its first paint, its screen included, goes in the entry chunk
        // (see home-chunk.ts); the other screens keep the automatic splitting.
        codeSplitting: { groups: [{ name: 'index', test: (id) => homeModules.has(id) }] },
      },
    },
  },
  server: {
    port: 5173,
    // The Host header is kept (no changeOrigin): the API refuses state-changing requests whose
    // Origin differs from the host they were sent to, and the browser's origin is this dev server.
    proxy: {
      '/api': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
