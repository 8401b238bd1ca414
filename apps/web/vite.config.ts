import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(here, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000', '/sitemap.xml': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: false, assetsInlineLimit: 0 },
});
