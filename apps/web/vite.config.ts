import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The server refuses writes whose Origin is not its own (APP_ORIGIN), so the
 * dev proxy presents the API's origin instead of Vite's.
 */
const apiProxy = {
  target: API_TARGET,
  changeOrigin: true,
  configure: (proxy: {
    on: (
      event: 'proxyReq',
      cb: (req: {
        setHeader: (k: string, v: string) => void;
        getHeader: (k: string) => unknown;
      }) => void,
    ) => void;
  }) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', new URL(API_TARGET).origin);
    });
  },
};

export default defineConfig({
  // The router plugin must run before react() so route files are split first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/trpc': apiProxy, '/api': apiProxy },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Whole-app renders over a fake API take a few seconds on a cold start.
    testTimeout: 60_000,
    // Files share their worker's modules: importing React, Mantine and the
    // app again for each of ~70 files was over half the suite's time (430 ->
    // 160 s). State that outlives a file is reset in vitest.setup.ts.
    isolate: false,
  },
});
