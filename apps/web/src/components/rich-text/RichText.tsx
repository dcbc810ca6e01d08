import { lazy, Suspense } from 'react';
import classes from './RichText.module.css';

const MarkdownRenderer = lazy(() => import('./MarkdownRenderer'));

/**
 * Text with none of the characters Markdown or math use (most ideas) looks
 * the same rendered as plain, so it is shown at once without downloading the
 * renderer (about 120 KB gzipped with KaTeX).
 */
const MARKUP = /[*_`[\]$\\<&]|^\s*([-+#>]|\d+[.)])\s/m;

export function needsRendering(source: string): boolean {
  return MARKUP.test(source);
}

export interface RichTextProps {
  /** The user's text: Markdown subset and $…$ / $$…$$ math. */
  source: string;
  className?: string;
}

/**
 * User text (an idea's sections, a comment) rendered as safe Markdown with
 * KaTeX math. The renderer loads on first use; until then the source shows as
 * plain text, so the words are there at once.
 */
export function RichText({ source, className }: RichTextProps) {
  const plain = (
    <div className={className ? `${classes.source} ${className}` : classes.source}>{source}</div>
  );
  if (!needsRendering(source)) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownRenderer source={source} className={className} />
    </Suspense>
  );
}

/** Starts loading the renderer early (a form's Preview tab on hover or focus). */
export function preloadRichText(): void {
  void import('./MarkdownRenderer');
}
