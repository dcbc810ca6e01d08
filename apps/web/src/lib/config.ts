/** Build-time settings (VITE_* variables); nothing else reads import.meta.env. */
export const config = {
  /** The external feedback survey (About page, Give Feedback, idle prompt). */
  feedbackUrl:
    (import.meta.env.VITE_FEEDBACK_URL as string | undefined) ??
    'https://forms.gle/thisoneforfree-feedback',
  /** SPEC §9: the idle feedback prompt appears after this long without activity. */
  idleFeedbackMs: Number(import.meta.env.VITE_IDLE_FEEDBACK_MS ?? 300_000),
} as const;
