/*
 * The AppRouter type pulls server sources into this program. Some of them
 * use request/reply members that Fastify plugins add by module augmentation,
 * which the server loads in app.ts (not on the router's import path). Load
 * the same augmentations here so `tsc` sees what the server sees.
 * TODO(server): import these augmentations from the files that use them.
 */
import type {} from '../../server/node_modules/@fastify/cookie';
import type {} from '../../server/node_modules/@fastify/rate-limit';
