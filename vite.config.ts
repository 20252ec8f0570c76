import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { colors } from './src/app/shell/theme.ts';

const APP_NAME = 'Technology For Clean Air';

/** The browser's toolbar colour, from the theme, so it cannot drift from the manifest's. */
function themeColorMeta(): Plugin {
  return {
    name: 'tfca-theme-color',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: colors.primary }, injectTo: 'head' },
    ],
  };
}

/**
 * The Content Security Policy of the built app: its own origin only, and no
 * inline or eval'd script. Styles also allow 'unsafe-inline': emotion and
 * Radix write <style> elements at run time, and the scroll lock's text
 * varies with the scrollbar width, so no hash can cover it and a static
 * build has no per-response nonce (see Know-How method-web-app, "Content Security Policy").
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** What a host sends as the `Content-Security-Policy` header: the same, plus what a meta tag cannot say. */
const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;

/**
 * The policy as a meta tag in the built index.html, right after the charset
 * and before any script or style. Build only: the dev server's hot reload
 * runs inline scripts. A meta tag cannot carry frame-ancestors (browsers
 * ignore it there, with a console error), so `vite preview` also sends the
 * header form.
 */
function contentSecurityPolicyMeta(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  return {
    name: 'tfca-content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html has no ${charset} to put the Content-Security-Policy after`);
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    },
  };
}

/** The id the Know-How page imports its search index from (declared in src/app/know-how/virtual-knowledge-index.d.ts). */
const KNOWLEDGE_INDEX_ID = 'virtual:knowledge-index';

/**
 * Builds the Know-How search index at build time: `virtual:knowledge-index`
 * is a module whose default export is the serialised index
 * (core/knowledge/index-json.ts), so the page loads it with
 * `loadKnowledgeIndex` instead of indexing on the device, and the PWA
 * precaches it with the page's chunk. The dev server builds it once, at its
 * first import: restart `npm run dev` after editing an entry.
 */
function knowledgeIndex(): Plugin {
  const resolvedId = `\0${KNOWLEDGE_INDEX_ID}`;
  return {
    name: 'tfca-knowledge-index',
    resolveId: (source) => (source === KNOWLEDGE_INDEX_ID ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      // Through Vite's own pipeline, so the `?raw` imports of docs/know-how/*.md (method-bodies.ts) load: every method's body is indexed.
      const { module } = await runnerImport<typeof import('./src/core/knowledge/index-json.ts')>('./src/core/knowledge/index-json.ts', { configFile: false });
      const { knowledgeIndexJson } = module;
      return `export default ${JSON.stringify(knowledgeIndexJson())};`;
    },
  };
}

// jsxImportSource must match tsconfig: without it the emotion `css` prop
// silently renders as a literal attribute and no styles apply.
export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    themeColorMeta(),
    contentSecurityPolicyMeta(),
    knowledgeIndex(),
    // The built app is an installable PWA that works offline after the first
    // visit. 'prompt': a new deployment waits until the user chooses Reload in
    // the update notice (src/app/shell/app-updates.tsx); it never reloads by
    // itself. The app registers the worker itself, after load, so
    // injectRegister is off. `npm run dev` registers none (devOptions off).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: APP_NAME,
        short_name: 'Clean Air',
        description: 'Engineering toolkit for sizing industrial air filtration and dust collection equipment.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: colors.primary,
        background_color: colors.background,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Every lazy page chunk is precached, so every route works offline,
        // not only the pages visited while online.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Client routes (/ducting-calculator?…, /process) load the app shell.
        navigateFallback: 'index.html',
        // The first install takes over the open page, so a page opened later
        // in the same visit loads from the cache too. Updates still wait for
        // the user's Reload: skipWaiting stays off.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { outDir: 'dist/web', sourcemap: true },
  // Module workers, so the monitoring worker splits exceljs into its own chunk, loaded only for an .xlsx log.
  worker: { format: 'es' },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER },
  },
});
