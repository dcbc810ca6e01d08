import { describe, expect, test } from 'vitest';
import { escapeHtmlAttribute, escapeHtmlText, jsonForScript } from './html.js';

describe('HTML escaping', () => {
  test('attribute and text escapes', () => {
    expect(escapeHtmlAttribute(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
    expect(escapeHtmlText('</title>&')).toBe('&lt;/title&gt;&amp;');
  });

  test('JSON in a script element can neither end it nor open a comment, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
