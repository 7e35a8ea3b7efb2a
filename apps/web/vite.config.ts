import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes sw.js into the client build with the build's version (a hash of
 * every file it emits) and the list of files to keep for offline use. Each
 * deploy therefore ships a new worker, which replaces the old app shell.
 */
function serviceWorker(): Plugin {
  return {
    name: 'skazka-service-worker',
    apply: 'build',
    // After writing, when the bundle holds only the files really written (CSS-only chunks are gone by then).
    writeBundle(options, bundle) {
      if (this.environment.config.build.ssr) return;
      const files = Object.values(bundle)
        .map((file) => file.fileName)
        .filter((name) => !name.endsWith('.map') && !name.startsWith('.vite/') && name !== 'index.html')
        .sort();
      const hash = createHash('sha256');
      for (const file of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        hash.update(file.fileName);
        hash.update(file.type === 'chunk' ? file.code : file.source);
      }
      const template = readFileSync(resolve(import.meta.dirname, 'sw/service-worker.js'), 'utf8');
      const source = template
        .replace('__VERSION__', hash.digest('hex').slice(0, 16))
        .replace(
          '__ASSETS__',
          JSON.stringify([
            '/manifest.webmanifest',
            '/favicon.svg',
            '/icon-192.png',
            ...files.map((name) => `/${name}`),
          ]),
        );
      writeFileSync(join(options.dir!, 'sw.js'), source);
    },
  };
}

/**
 * Preloads the font subsets every page's text uses (Latin, and Cyrillic for the default locale).
 * Without it the browser asks for them only once text is laid out: on a page drawn by script
 * (a signed-in tale) that is seconds late, the text is set again in Nunito, and the page moves.
 */
function preloadFonts(): Plugin {
  const SUBSETS = /\/nunito-(latin|cyrillic)-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'skazka-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, { bundle }) {
      const fonts = Object.keys(bundle ?? {})
        .map((name) => `/${name}`)
        .filter((path) => SUBSETS.test(path));
      if (fonts.length !== 2)
        throw new Error(`expected the Latin and Cyrillic Nunito subsets, found ${fonts.join(', ')}`);
      return fonts.map((href) => ({
        tag: 'link',
        attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  };
}

// In development the API runs on :3000 (`npm start`) and Vite proxies to it;
// in production the server serves this build itself.
export default defineConfig({
  plugins: [react(), serviceWorker(), preloadFonts()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/password': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  // The manifest tells scripts/prerender.ts which files each screen needs.
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
});
