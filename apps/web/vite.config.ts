import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on :3000 (`npm start`) and Vite proxies to it;
// in production the server serves this build itself.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/password': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // The manifest tells scripts/prerender.ts which files each screen needs.
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
});
