import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const Z = zlib.constants;

/**
 * Answers held whole up to this size are compressed in one call on the
 * request's thread; larger ones, and streams (GET /api/ideas), through a
 * compressing stream on zlib's thread pool. @fastify/compress's own default
 * on two cores is 8 KB, which sent every browse page (16-30 KB of JSON)
 * through a stream: a chunked answer and two thread hops for ~0.1 ms of work.
 */
export const SYNC_COMPRESSION_LIMIT = 64 * 1024;

/**
 * Brotli for streams: quality 4 (@fastify/compress's default; 11 is far too
 * slow for answers made per request). Brotli's default 4 MB window made each
 * compressing stream hold tens of MB (five streamed GET /api/ideas at once:
 * +200 MB); a 512 KB window keeps that small at a few percent of the ratio
 * on the largest answers.
 */
const STREAM_BROTLI: zlib.BrotliOptions = {
  params: {
    [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
    [Z.BROTLI_PARAM_QUALITY]: 4,
    [Z.BROTLI_PARAM_LGWIN]: 19,
  },
};

/**
 * Brotli for answers compressed in one call, on the request's thread, where
 * its time is the caller's wait: quality 1, and a window and hash tables
 * sized to the answer. Qualities 0 and 1 are brotli's one-pass compressor
 * (2 and up search for matches in hash chains). Timed in a loop on real
 * answers at 10k: ideas.similar's 2.2 KB took 37 us at quality 1 against 64
 * at quality 2 (1,041 bytes against 1,020), a browse page's 16.5 KB 89 us
 * against 277 (4,857 bytes against 4,470; gzip at level 1: 140 us, 4,637
 * bytes). In the server, quality 4 had taken 0.24 ms for ideas.similar.
 */
function brotliCompressSync(buffer: Buffer): Buffer {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
      [Z.BROTLI_PARAM_QUALITY]: 1,
      [Z.BROTLI_PARAM_LGWIN]: windowBitsFor(buffer.length),
      [Z.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

/** The smallest brotli window (2^bits - 16 bytes) that holds `size` bytes, within brotli's 10-24. */
export function windowBitsFor(size: number): number {
  return Math.min(24, Math.max(10, Math.ceil(Math.log2(size + 16))));
}

/**
 * Every text answer (API JSON, the app page) goes out brotli- or
 * gzip-compressed when the client accepts it and it is 1 KB or more; the
 * built assets are compressed once at build time (web-app.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    brotliOptions: STREAM_BROTLI,
    // Only brotliCompressSync is replaced: @fastify/compress takes the other
    // encodings' and the streams' functions from node:zlib when this lacks them.
    zlib: { brotliCompressSync },
  });
}
