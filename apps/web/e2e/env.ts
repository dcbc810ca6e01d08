import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the end-to-end server listens and keeps its throwaway database and outbox. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `thisoneforfree-e2e-${E2E_PORT}`);
