import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': r('./src/shared'),
      '@web': r('./src/web'),
    },
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
        changeOrigin: false,
      },
    },
  },
});
