import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@cumplia/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  build: { target: 'es2022', sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/cumplia-auth': 'http://localhost:3000',
      '/cumplia-core': 'http://localhost:3000',
      '/cumplia-mail': 'http://localhost:3000',
    },
  },
});
