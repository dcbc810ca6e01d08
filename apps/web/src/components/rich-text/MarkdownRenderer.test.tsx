import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import MarkdownRenderer from './MarkdownRenderer';
import { RichText } from './RichText';

function renderSource(source: string) {
  const { container } = render(<MarkdownRenderer source={source} />);
  return container.firstElementChild as HTMLElement;
}

describe('the Markdown subset', () => {
  test('emphasis, lists, links and inline code', () => {
    const body = renderSource(
      'A **strong** and *light* point, with `x = 1`.\n\n- first\n- second\n\n1. one\n2. two\n\n[a paper](https://example.org/paper)',
    );
    expect(body.querySelector('strong')).toHaveTextContent('strong');
    expect(body.querySelector('em')).toHaveTextContent('light');
    expect(body.querySelector('code')).toHaveTextContent('x = 1');
    expect(body.querySelectorAll('ul > li')).toHaveLength(2);
    expect(body.querySelectorAll('ol > li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'a paper' });
    expect(link).toHaveAttribute('href', 'https://example.org/paper');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
  });

  test('outside the subset (headings, images, quotes, code blocks) shows as text', () => {
    const body = renderSource(
      '# Big\n\n![tracker](https://evil.example/p.gif)\n\n> quoted\n\n```\ncode\n```',
    );
    for (const tag of ['h1', 'img', 'blockquote', 'pre']) {
      expect(body.querySelector(tag), tag).toBeNull();
    }
    expect(body).toHaveTextContent('Big');
    expect(body).toHaveTextContent('quoted');
  });
});

describe('hostile input', () => {
  test('a <script> is never an element, and raw HTML is dropped', () => {
    const body = renderSource(
      'Hi <script>window.pwned = 1</script> there\n\n<img src=x onerror="window.pwned = 1">\n\n<b onclick="x()">bold?</b>',
    );
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('b')).toBeNull();
    expect(body.querySelector('[onerror], [onclick]')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|onclick|<script/i);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['javascript&#58;alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
  ])('a %s link is only its text', (address) => {
    const body = renderSource(`[click me](${address}) and <${address}>`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(body).toHaveTextContent('click me');
    expect(body.innerHTML).not.toMatch(/href/i);
  });

  test('HTML entities are shown as the characters they name, not as markup', () => {
    const body = renderSource('5 &lt; 6 &amp;&amp; &lt;b&gt;not bold&lt;/b&gt; &quot;quoted&quot;');
    expect(body).toHaveTextContent('5 < 6 && <b>not bold</b> "quoted"');
    expect(body.querySelector('b')).toBeNull();
  });

  test('math cannot make links or run code (KaTeX untrusted)', () => {
    const body = renderSource('$\\href{javascript:alert(1)}{x}$ and $\\url{javascript:alert(1)}$');
    expect(body.querySelector('a')).toBeNull();
    expect(body.innerHTML).not.toMatch(/href=/i);
  });
});

describe('math', () => {
  test('$…$ renders inline and $$…$$ as a display formula, with MathML for screen readers', () => {
    const body = renderSource('Energy $E = mc^2$ here.\n\n$$\n\\int_0^1 x\\,dx = \\tfrac12\n$$');
    const inline = body.querySelector('p .katex');
    expect(inline).not.toBeNull();
    expect(inline?.querySelector('math annotation')).toHaveTextContent('E = mc^2');
    expect(body.querySelector('.katex-display .katex')).not.toBeNull();
  });

  test('a formula KaTeX cannot read shows its source instead of failing', () => {
    const body = renderSource('Broken $\\frac{1}{$ math');
    expect(body).toHaveTextContent('Broken');
    expect(body).toHaveTextContent('\\frac{1}{');
  });
});

test('RichText shows the source at once and the rendered text once loaded', async () => {
  render(<RichText source={'A **bold** claim: $x^2$'} />);
  expect(await screen.findByText('bold', { selector: 'strong' })).toBeInTheDocument();
});

test('text without Markdown or math characters skips the renderer; any such character needs it', async () => {
  const { needsRendering } = await import('./RichText');
  expect(
    needsRendering('A plain idea, with commas; and (brackets) and 3.5 numbers.\nTwo lines.'),
  ).toBe(false);
  for (const marked of [
    '*a*',
    '_a_',
    '`a`',
    '[a](b)',
    '$x$',
    '<b>',
    '&amp;',
    '- item',
    '1. item',
    '# head',
    'a \\ b',
  ]) {
    expect(needsRendering(marked), marked).toBe(true);
  }
});
