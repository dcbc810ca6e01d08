/** The survey the app links to when neither the server nor the build names one. */
export const DEFAULT_FEEDBACK_URL = 'https://forms.gle/thisoneforfree-feedback';

/**
 * The feedback survey's address: the server's FEEDBACK_URL, which it writes
 * into the served index.html as `<meta name="feedback-url" content="…">`;
 * else the build's VITE_FEEDBACK_URL; else the default. Read at run time, so
 * an operator changes it without rebuilding the app.
 */
export function readFeedbackUrl(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
  buildValue: string | undefined = import.meta.env.VITE_FEEDBACK_URL as string | undefined,
): string {
  const served = doc?.querySelector('meta[name="feedback-url"]')?.getAttribute('content')?.trim();
  return served || buildValue || DEFAULT_FEEDBACK_URL;
}

/**
 * The app's settings; nothing else reads import.meta.env or the settings
 * meta tags.
 */
export const config = {
  /** The external feedback survey (About page, Give Feedback, idle prompt). */
  get feedbackUrl(): string {
    return readFeedbackUrl();
  },
  /** SPEC §9: the idle feedback prompt appears after this long without activity. */
  idleFeedbackMs: Number(import.meta.env.VITE_IDLE_FEEDBACK_MS ?? 300_000),
};
