import { text } from 'node:stream/consumers';
import { expect, test } from 'vitest';
import { jsonArrayStream } from './json-array-stream.js';

async function* pages<T>(...all: T[][]): AsyncGenerator<T[]> {
  for (const page of all) yield await Promise.resolve(page);
}

test('writes exactly the JSON of the whole array, whatever the pages', async () => {
  const items = [{ id: 1, title: 'a "quoted" title' }, { id: 2, title: 'é\n' }, { id: 3 }];
  expect(await text(jsonArrayStream(pages(items.slice(0, 2), [], items.slice(2))))).toBe(
    JSON.stringify(items),
  );
  expect(await text(jsonArrayStream(pages()))).toBe('[]');
  expect(await text(jsonArrayStream(pages([], [])))).toBe('[]');
});

test('asks for the next page only as the reader reads', async () => {
  let asked = 0;
  async function* counted(): AsyncGenerator<string[]> {
    for (let page = 0; page < 1000; page += 1) {
      asked += 1;
      yield await Promise.resolve(['x'.repeat(10_000)]);
    }
  }
  const stream = jsonArrayStream(counted());
  await new Promise((resolve) => stream.once('readable', resolve));
  // Nobody reads: the stream stops after filling its buffer, far short of 1000 pages.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toBeLessThan(10);
  stream.destroy();
});

test('a large page leaves in chunks of tens of KB, not as one string', async () => {
  const item = { text: 'y'.repeat(2_000) };
  const page = Array.from({ length: 200 }, () => item);
  const chunks: number[] = [];
  let whole = '';
  for await (const chunk of jsonArrayStream(pages(page, page))) {
    chunks.push((chunk as Buffer).length);
    whole += String(chunk);
  }
  expect(whole).toBe(JSON.stringify([...page, ...page]));
  expect(chunks.length).toBeGreaterThan(10);
  // Under V8's 128 KB large-object size, which only a full collection frees.
  expect(Math.max(...chunks)).toBeLessThan(64 * 1024);
});
