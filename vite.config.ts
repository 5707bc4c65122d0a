import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app: index.html lives at the repository root, the bundle goes to dist/web where the
// server serves it from. In development /api and /ws are proxied to the API server.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    // BUILD_DIR lets several builds (e.g. parallel end-to-end runs) live side by side.
    outDir: `${process.env.BUILD_DIR ?? 'dist'}/web`,
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
