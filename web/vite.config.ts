import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .gz and .br beside every text asset, so a static server with pre-compressed support
 * (@fastify/static `preCompressed: true` in the gateway) sends ~4× fewer bytes without compressing
 * on each request.
 */
function precompress(): Plugin {
  return {
    name: 'casona-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(path.resolve(import.meta.dirname, 'dist'))) {
        if (!/\.(js|css|html|svg|json|txt|md)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The gateway serves web/dist at / (index.html for client routes) and the API at /api on :8080.
// In `vite` dev mode the API calls go to a running `pnpm start`.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env['CASONA_API'] ?? 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The landing budget is measured on gzipped initial JS (bench/budget.ts); keep chunks honest.
    // No manual vendor groups: a group pulls every module of a library that any lazy route uses
    // into the first load; automatic splitting keeps Modal, NumberInput, Dropzone… in their routes.
    chunkSizeWarningLimit: 400,
  },
});
