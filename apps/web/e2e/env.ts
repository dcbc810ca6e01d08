import { fileURLToPath } from 'node:url';

/** Where the end-to-end server listens and keeps its throwaway database and outbox. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = fileURLToPath(new URL('../test-results/e2e-data', import.meta.url));
