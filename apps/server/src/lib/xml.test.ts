import { describe, expect, test } from 'vitest';
import { escapeXml, xmlElement } from './xml.js';

describe('escapeXml', () => {
  test('escapes the markup characters and drops what XML 1.0 cannot carry', () => {
    expect(escapeXml(`a<b>&"c"'d'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    expect(escapeXml('bell\u0007 tab\t line\n cr\r \uFFFE\uFFFF')).toBe('bell tab\t line\n cr\r ');
    expect(escapeXml('half \uD800 pair, whole \uD83D\uDE00')).toBe(
      'half  pair, whole \uD83D\uDE00',
    );
  });

  test('xmlElement escapes text and attributes and leaves out undefined ones', () => {
    expect(xmlElement('link', { href: '/a?b=1&c="2"', title: undefined })).toBe(
      '<link href="/a?b=1&amp;c=&quot;2&quot;"/>',
    );
    expect(xmlElement('title', { type: 'text' }, ']]></title>')).toBe(
      '<title type="text">]]&gt;&lt;/title&gt;</title>',
    );
  });
});
