import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from './src/domain/theme.ts';
import { buildFaqJsonLd } from './src/web/features/landing/content/faq-entries.ts';

// The landing FAQ as FAQPage structured data in the served HTML, from the same list the page renders.
function faqJsonLdPlugin(): Plugin {
  return {
    name: 'forkcast-faq-json-ld',
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'application/ld+json' }, children: buildFaqJsonLd(), injectTo: 'head' }],
  };
}

// The cook's chosen theme, set before the first paint (the server's CSP allows this script by its hash).
function themeInitPlugin(): Plugin {
  return {
    name: 'forkcast-theme-init',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  resolve: {
    // Browser code gets zod through a shim that turns off its eval probe (CSP); see src/web/lib/zod-jitless.ts.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)) }],
  },
  plugins: [react(), themeInitPlugin(), faqJsonLdPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the first page downloads a few files, not
        // twenty small shared ones (each a round trip on a phone). The entry stays its own file.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/(main\.tsx|\.html)$/.test(id) }] },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/uploads': apiTarget,
      '/generate-recipe': apiTarget,
      '/generate-image': apiTarget,
      '/nutrition': apiTarget,
      '/cancel-subscription': apiTarget,
      '/create-checkout-session': apiTarget,
      '/sitemap.xml': apiTarget,
    },
  },
});
