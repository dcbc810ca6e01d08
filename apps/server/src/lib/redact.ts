/**
 * Secrets that can travel in a URL, and so reach a log line: the tokens of
 * emailed links (the pages `/verify-email/{token}`, `/reset-password/{token}`,
 * `/confirm-email/{token}` and `POST /api/verify-email/{token}`), personal
 * access tokens pasted where they do not belong, and tRPC inputs a client
 * put in a query string. Each is replaced by `[redacted]`; the rest of the
 * text stays as it was, so a log line still says which page was asked for.
 */
const LINK_TOKEN = /(\/(?:verify-email|reset-password|confirm-email)\/)[^/?#\s"'&\\]+/g;
const ACCESS_TOKEN = /\btof_[a-z2-7]{8,}/g;
// Up to the next parameter or the end of the JSON string it sits in (escaped quotes are inside it).
const TRPC_INPUT = /(\/trpc\/[^\s"?#]*\?(?:[^\s"#]*?&)?input=)(?:[^&\s"#\\]|\\.)*/g;

/** A cheap test first: almost no log line holds any of these. */
const MAY_HOLD_SECRET = /verify-email|reset-password|confirm-email|tof_|\/trpc\//;

export const REDACTED = '[redacted]';

export function redactSecrets(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(LINK_TOKEN, `$1${REDACTED}`)
    .replace(ACCESS_TOKEN, `tof_${REDACTED}`)
    .replace(TRPC_INPUT, `$1${REDACTED}`);
}
