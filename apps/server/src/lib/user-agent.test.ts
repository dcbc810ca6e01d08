import { expect, test } from 'vitest';
import { describeUserAgent } from './user-agent.js';

const cases: [string, ReturnType<typeof describeUserAgent>][] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { browser: 'Chrome 126', os: 'Windows', deviceType: 'desktop' },
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
    { browser: 'Edge 126', os: 'Windows', deviceType: 'desktop' },
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    { browser: 'Safari 17', os: 'macOS', deviceType: 'desktop' },
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    { browser: 'Firefox 128', os: 'Linux', deviceType: 'desktop' },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari 17', os: 'iOS', deviceType: 'phone' },
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome 126', os: 'iPadOS', deviceType: 'tablet' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    { browser: 'Chrome 126', os: 'Android 14', deviceType: 'phone' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36',
    { browser: 'Samsung Internet 25', os: 'Android 13', deviceType: 'tablet' },
  ],
  ['curl/8.5.0', { browser: 'curl 8', os: 'Unknown system', deviceType: 'unknown' }],
  ['', { browser: 'Unknown browser', os: 'Unknown system', deviceType: 'unknown' }],
];

test.each(cases)('%s', (userAgent, expected) => {
  expect(describeUserAgent(userAgent)).toEqual(expected);
});

test('no header at all reads as unknown', () => {
  expect(describeUserAgent(null)).toEqual({
    browser: 'Unknown browser',
    os: 'Unknown system',
    deviceType: 'unknown',
  });
});
