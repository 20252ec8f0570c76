/** The Know-How search index, serialised at build time by the `tfca-knowledge-index` plugin of vite.config.ts. */
declare module 'virtual:knowledge-index' {
  /** JSON for `loadKnowledgeIndex` (core/knowledge/search.ts). */
  const json: string;
  export default json;
}
