import { Readable } from 'node:stream';

/**
 * A JSON array written page by page as the pages arrive: the same text as
 * `JSON.stringify(allItems)`, without ever holding all items or the whole
 * text in memory. The stream waits for the client (back-pressure) before it
 * asks for the next page.
 */
export function jsonArrayStream<T>(pages: AsyncIterable<readonly T[]>): Readable {
  async function* text(): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for await (const page of pages) {
      if (page.length === 0) continue;
      const items = page.map((item) => JSON.stringify(item)).join(',');
      yield first ? items : `,${items}`;
      first = false;
    }
    yield ']';
  }
  return Readable.from(text(), { objectMode: false });
}
