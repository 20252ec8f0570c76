import { defineConfig, type Plugin } from 'vite';
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

// jsxImportSource must match tsconfig: without it the emotion `css` prop
// silently renders as a literal attribute and no styles apply.
export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    themeColorMeta(),
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
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
