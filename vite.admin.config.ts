import path from 'node:path';
import { defineConfig } from 'vite';
import { readSources } from './vite.sources.js';

/**
 * The staff console: its own bundle (root admin/, served under /admin/), so the public pages of
 * app/ never download any of react-admin or MUI.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'admin'),
  base: '/admin/',
  publicDir: false,
  ...readSources,
  resolve: {
    ...readSources.resolve,
    // One copy of each (package.json pins every @tiptap package to one version) keeps ProseMirror whole.
    dedupe: ['@tiptap/core', '@tiptap/pm', 'react', 'react-dom'],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'build/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      checks: { pluginTimings: false },
      // MUI marks its modules "use client" for React Server Components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
