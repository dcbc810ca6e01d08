// The stylesheet of the KaTeX that rehype-katex renders with (package.json pins
// katex to rehype-katex's range): a newer KaTeX renamed classes its CSS styles.
import 'katex/dist/katex.min.css';
import type { ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import classes from './RichText.module.css';

/**
 * The heavy half of RichText (react-markdown, KaTeX and its stylesheet and
 * fonts), in a chunk of its own that pages load when they first show user
 * text, so the browse page never downloads it.
 *
 * Safe by construction: react-markdown builds React elements (no innerHTML);
 * raw HTML in the source is skipped; elements outside the subset are
 * unwrapped to their text; a link keeps only an http(s), mailto or relative
 * address (a `javascript:` link becomes its bare text); KaTeX runs untrusted
 * (`trust: false`: no \href, \url or \htmlClass) and shows a formula it cannot
 * read as its source in the error colour instead of throwing.
 */

/** Markdown outside the subset (emphasis, lists, links, inline code, math) shows as its text. */
const DISALLOWED = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'hr', 'blockquote', 'pre'];

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/** Keeps http(s), mailto and relative addresses; anything else is no link. */
export const urlTransform: UrlTransform = (url) => {
  const safe = defaultUrlTransform(url);
  if (!safe) return '';
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(safe);
  return scheme && !SAFE_PROTOCOL.test(safe) ? '' : safe;
};

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel="nofollow ugc noopener" target="_blank">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
};

const katexOptions = {
  throwOnError: false,
  errorColor: 'var(--mantine-color-error)',
  trust: false,
  strict: 'ignore' as const,
  // A formula's own macros cannot grow it without bound (\def loops).
  maxExpand: 500,
  maxSize: 20,
};

export interface MarkdownRendererProps {
  source: string;
  className?: string;
}

export default function MarkdownRenderer({ source, className }: MarkdownRendererProps): ReactNode {
  return (
    <div className={className ? `${classes.body} ${className}` : classes.body}>
      <Markdown
        skipHtml
        remarkPlugins={[remarkMath]}
        rehypePlugins={[[rehypeKatex, katexOptions]]}
        disallowedElements={DISALLOWED}
        unwrapDisallowed
        urlTransform={urlTransform}
        components={components}
      >
        {source}
      </Markdown>
    </div>
  );
}
