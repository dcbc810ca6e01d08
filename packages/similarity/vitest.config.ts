import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Property tests run hundreds of random corpora; the machine may be busy.
    testTimeout: 60_000,
  },
});
