import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The CSL engine and the first style load take a moment on a cold start.
    testTimeout: 30_000,
  },
});
