import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file opens its own temporary database; two workers match the machine.
    maxWorkers: 2,
    // Files share their worker's modules (nothing here mocks a module or
    // changes the environment): importing the server again for each file was
    // ~3.5 s a file, most of the suite's time.
    isolate: false,
  },
});
