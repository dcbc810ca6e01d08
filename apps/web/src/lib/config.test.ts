import { afterEach, expect, test } from 'vitest';
import { config, DEFAULT_FEEDBACK_URL, readFeedbackUrl } from './config';

afterEach(() => {
  document.head.querySelectorAll('meta[name="feedback-url"]').forEach((meta) => meta.remove());
});

/** The tag the server writes into index.html from its FEEDBACK_URL. */
function serveFeedbackUrl(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'feedback-url';
  meta.content = content;
  document.head.append(meta);
}

test('the feedback URL is the one the server put in the page', () => {
  serveFeedbackUrl('https://survey.example.org/this-one');
  expect(config.feedbackUrl).toBe('https://survey.example.org/this-one');
  expect(readFeedbackUrl(document, 'https://build.example.org')).toBe(
    'https://survey.example.org/this-one',
  );
});

test('without the tag (or with an empty one) the build setting, then the default, is used', () => {
  expect(readFeedbackUrl(document, 'https://build.example.org')).toBe('https://build.example.org');
  expect(readFeedbackUrl(document, undefined)).toBe(DEFAULT_FEEDBACK_URL);
  serveFeedbackUrl('  ');
  expect(readFeedbackUrl(document, 'https://build.example.org')).toBe('https://build.example.org');
  expect(config.feedbackUrl).toBe(DEFAULT_FEEDBACK_URL);
});
