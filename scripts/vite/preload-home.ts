import type { Plugin } from 'vite';

/**
 * The home is where most visits start, and its screen is a lazy chunk that would only be requested
 * once the entry has run. Preloading it (and its imports) from index.html fetches both in parallel,
 * which takes one round trip out of the path to the first meaningful paint.
 */
export function preloadHomeScreen(): Plugin {
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
