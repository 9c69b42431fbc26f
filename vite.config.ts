import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on API_PORT (3001) during `npm run dev`; Vite proxies to it so the browser sees one origin.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/files': apiTarget, '/source': apiTarget },
  },
});
