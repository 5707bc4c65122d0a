import type { Plugin } from 'vite';

/** Screens for partners and the admin: their code must never reach a customer's device. */
const PARTNER_SCREENS = /\/src\/web\/routes\/(admin|driver-app|restaurant-app|financial-dashboard)\//;

/**
 * Finds the chunks only partner screens use: everything not reachable from the entry without
 * going through a partner screen's dynamic import. The service worker leaves them out of its
 * precache, so installing the customer app downloads no partner, admin or finance code.
 */
export function partnerChunks(found: Set<string>): Plugin {
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
