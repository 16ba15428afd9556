import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@cumplia/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries that only forms and logged-in areas use get chunks of their own; left to the automatic
        // chunking they would be hoisted into the entry chunk that every public page downloads.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The schema resolvers go with zod: only a form's validation module needs them, not every form page.
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]/, priority: 2 },
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 2 },
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/cumplia-auth': 'http://localhost:3000',
      '/cumplia-core': 'http://localhost:3000',
      '/cumplia-mail': 'http://localhost:3000',
    },
  },
});
