import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
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
    },
  },
});
