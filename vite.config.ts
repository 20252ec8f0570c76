import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// jsxImportSource must match tsconfig: without it the emotion `css` prop
// silently renders as a literal attribute and no styles apply.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: { outDir: 'dist/web', sourcemap: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
