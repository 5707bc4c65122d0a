import type { Plugin } from 'vite';

const HOME_SCREEN = /\/src\/web\/routes\/home\/home-page\.tsx$/;

/**
 * Collects the app's own modules that the home needs before its first paint: the entry (index.html),
 * what it imports statically, and the home screen with what it imports statically. vite.config.ts
 * puts them in the entry chunk, and the bundler adds the packages they use (only those parts that
 * are used: a package's index that re-exports everything brings nothing else along). Without this
 * the automatic splitting cut the same code into dozens of small shared chunks, each a request of
 * its own and compressed alone. The home screen stays a lazy route in routes.tsx; built, its import
 * resolves at once because its code came with the entry. Partner screens are dynamic imports, so
 * nothing only they use is ever collected.
 */
export function homeChunkModules(found: Set<string>): Plugin {
  return {
    name: 'quickbite:home-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const home = ids.find((id) => HOME_SCREEN.test(id));
      if (!home) throw new Error('Home screen module not found: the home chunk would silently stay split');
      found.clear();
      const visit = (id: string) => {
        if (found.has(id) || id.includes('/node_modules/')) return;
        found.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) visit(id);
      visit(home);
    },
  };
}
