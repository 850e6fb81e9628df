import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * The staff console: its own bundle (root admin/, served under /admin/), so the public pages of
 * app/ never download any of react-admin or MUI.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'admin'),
  base: '/admin/',
  publicDir: false,
  resolve: {
    // The lock file nests an older @tiptap/core and @tiptap/pm under ra-input-rich-text than the
    // extensions beside them need; one copy of each (the root's) also keeps ProseMirror whole.
    dedupe: ['@tiptap/core', '@tiptap/pm', 'react', 'react-dom'],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'build/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // MUI marks its modules "use client" for React Server Components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
