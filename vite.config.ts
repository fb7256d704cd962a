import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
  plugins: [
    react(),
    themeInitPlugin(),
    faqJsonLdPlugin(),
    // The web app manifest and the service worker (src/web/sw/sw.ts, built with Workbox's modules).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by the app after it has loaded (src/web/app/app-update-prompt.tsx), off the first page's path.
      injectRegister: false,
      injectManifest: {
        // Every file the app can load, so cook mode and the planner open offline; not the prerendered
        // copies of the public pages (the server answers those; offline, the app draws them).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['prerendered/**', '.vite/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        name: 'Forkcast: AI-Powered Custom Recipes & Meal Planning',
        short_name: 'Forkcast',
        description: 'Custom recipes from what you have, a meal-planner calendar and shopping lists.',
        id: '/',
        start_url: '/create',
        scope: '/',
        display: 'standalone',
        background_color: '#fffaf5',
        theme_color: '#b93d0b',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        shortcuts: [
          { name: 'Shopping list', url: '/meal-planner', icons: [{ src: '/icon-192.png', sizes: '192x192' }] },
          { name: 'Saved recipes', url: '/saved', icons: [{ src: '/icon-192.png', sizes: '192x192' }] },
        ],
      },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the first page downloads a few files, not
        // twenty small shared ones (each a round trip on a phone). The entry stays its own file.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/(main\.tsx|\.html)$/.test(id) }] },
      },
    },
  },
  // The answer worker (src/web/lib/answer-parsing/) as a module that imports each schema's chunk when its
  // answer is first asked for, not one file of every schema.
  worker: { format: 'es' },
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
