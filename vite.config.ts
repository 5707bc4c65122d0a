import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME_COLOR } from './src/domain/constants';
import { APP_NAME, TAGLINE } from './src/web/lib/config';

// The web app: index.html lives at the repository root, the bundle goes to dist/web where the
// server serves it from. In development /api and /ws are proxied to the API server.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;
// BUILD_DIR lets several builds (e.g. parallel end-to-end runs) live side by side.
const outDir = `${process.env.BUILD_DIR ?? 'dist'}/web`;

/** Screens for partners and the admin: their code must never reach a customer's device. */
const PARTNER_SCREENS = /\/src\/web\/routes\/(admin|driver-app|restaurant-app|financial-dashboard)\//;

/**
 * Finds the chunks only partner screens use: everything not reachable from the entry without
 * going through a partner screen's dynamic import. The service worker leaves them out of its
 * precache, so installing the customer app downloads no partner, admin or finance code.
 */
function partnerChunks(found: Set<string>): Plugin {
  return {
    name: 'quickbite:partner-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      const reached = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || reached.has(fileName)) return;
        if (chunk.facadeModuleId && PARTNER_SCREENS.test(chunk.facadeModuleId)) return;
        reached.add(fileName);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      found.clear();
      for (const fileName of chunks.keys()) if (!reached.has(fileName)) found.add(fileName);
    },
  };
}

/**
 * The home is where most visits start, and its screen is a lazy chunk that would only be requested
 * once the entry has run. Preloading it (and its imports) from index.html fetches both in parallel,
 * which takes one round trip out of the path to the first meaningful paint.
 */
function preloadHomeScreen(): Plugin {
  return {
    name: 'quickbite:preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((file) =>
          file.type === 'chunk' ? [file] : [],
        );
        const home = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/web/routes/home/home-page.tsx'),
        );
        if (!home) throw new Error('Home screen chunk not found: the preload would silently stop working');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticClosure = (start: string[]) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            const chunk = byName.get(fileName);
            if (!chunk || files.has(fileName)) return;
            files.add(fileName);
            for (const next of chunk.imports) visit(next);
          };
          for (const fileName of start) visit(fileName);
          return files;
        };
        // The entry and what it imports statically are already in the page (Vite preloads those).
        const alreadyLoaded = staticClosure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
        const homeFiles = [...staticClosure([home.fileName])].filter((file) => !alreadyLoaded.has(file));
        return homeFiles.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes .br and .gz next to every compressible file once the build (service worker included) is
 * on disk; the server sends them to browsers that accept them (@fastify/static preCompressed).
 */
function precompress(): Plugin {
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

const partnerOnly = new Set<string>();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    partnerChunks(partnerOnly),
    preloadHomeScreen(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // src/web/pwa registers the worker itself (and not at all where the custom-domain purge runs).
      injectRegister: false,
      registerType: 'autoUpdate',
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
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
