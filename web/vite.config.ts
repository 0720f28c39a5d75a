import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

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

/** Pages worth fetching before the app starts: a pathname pattern and the module its route loads. */
const PRELOADED_ROUTES: [pattern: string, module: string][] = [
  ['^/$', 'src/features/landing/routes/landing-page.tsx'],
  ['^/market/?$', 'src/features/market/routes/market-page.tsx'],
  ['^/property/[^/]+/?$', 'src/features/property/routes/property-page.tsx'],
  ['^/login/?$', 'src/features/auth/routes/login-page.tsx'],
  ['^/register/?$', 'src/features/auth/routes/register-page.tsx'],
  ['^/submit_property/?$', 'src/features/submit/routes/submit-property-page.tsx'],
];
const CATALOGUES = { es: 'src/lib/i18n/locales/es.ts', en: 'src/lib/i18n/locales/en.ts' };

/**
 * Removes a round trip from the first load. Without it the page's route chunk and the language
 * catalogue are requested only once the entry has arrived and run (main.tsx). A tiny
 * async script (external: the CSP allows no inline script) picks this visit's language with the
 * rule of `detectLanguage` and this path's page, and adds a modulepreload for their chunks while
 * the entry is still downloading. A wrong guess only costs a download; the app decides as before.
 */
function routePreload(): Plugin {
  let boot: { fileName: string; source: string } | undefined;
  return {
    name: 'casona-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const byModule = (module: string) => {
          const id = path.resolve(import.meta.dirname, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`casona-route-preload: no chunk for ${module}`);
          return chunk;
        };
        // A chunk and everything it imports statically, minus what the entry already loads.
        const closure = (name: string, skip: ReadonlySet<string>): Set<string> => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file) || skip.has(file)) return;
            seen.add(file);
            const c = bundle[file];
            if (c?.type === 'chunk') c.imports.forEach(visit);
          };
          visit(name);
          return seen;
        };
        const loaded = entry ? closure(entry.fileName, new Set()) : new Set<string>();
        const files = (chunk: Rolldown.OutputChunk) =>
          [...closure(chunk.fileName, loaded)].map((f) => `/${f}`);
        const map = {
          routes: PRELOADED_ROUTES.map(([pattern, module]) => [pattern, files(byModule(module))]),
          languages: Object.fromEntries(
            Object.entries(CATALOGUES).map(([language, module]) => [language, files(byModule(module))]),
          ),
        };
        const source = `(function(){var m=${JSON.stringify(map)},l=null,d=document,i,f;
try{l=localStorage.getItem('casona.language')}catch(e){}
if(l!=='es'&&l!=='en'){l='es';var n=navigator.languages||[navigator.language];for(i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split('-')[0];if(p==='es'||p==='en'){l=p;break}}}
f=m.languages[l].slice();
for(i=0;i<m.routes.length;i++)if(new RegExp(m.routes[i][0]).test(location.pathname)){f=f.concat(m.routes[i][1]);break}
f.forEach(function(h){if(d.querySelector('link[href="'+h+'"]'))return;var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;d.head.appendChild(k)})})();
`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        boot = { fileName: `assets/boot-${hash}.js`, source };
        return [{ tag: 'script', attrs: { async: true, src: `/${boot.fileName}` }, injectTo: 'head' }];
      },
    },
    writeBundle(options) {
      if (!boot || !options.dir) return;
      mkdirSync(path.join(options.dir, 'assets'), { recursive: true });
      writeFileSync(path.join(options.dir, boot.fileName), boot.source);
    },
  };
}

// The gateway serves web/dist at / (index.html for client routes) and the API at /api on :8080.
// In `vite` dev mode the API calls go to a running `pnpm start`.
export default defineConfig({
  plugins: [react(), routePreload(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env['CASONA_API'] ?? 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The landing budget is measured on gzipped initial JS (bench/budget.ts); keep chunks honest.
    // No vendor groups by library: a group pulls every module of a library that any lazy route uses
    // into the first load; automatic splitting keeps Modal, NumberInput, Dropzone… in their routes.
    // The one group below holds the first load itself (~470 kB, ~150 kB gzipped), hence the limit.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically (React, the router, i18next, Mantine's core, the
          // header…) is downloaded on every first load anyway: one chunk instead of ~40 tiny ones,
          // which an HTTP/1.1 browser fetches six at a time. The `$initial` tag captures only those
          // modules, so nothing a lazy route alone uses moves into the first load.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
