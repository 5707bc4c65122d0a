// Loads the catalogue's answer schemas (catalogue-schemas.ts) in their own chunk, once.
export const catalogueSchemas = () => import('./catalogue-schemas');
