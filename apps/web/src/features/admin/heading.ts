/** The /admin page's heading, where the keyboard goes when a decided comment leaves the queue. */
export const MODERATION_HEADING_ID = 'moderation-heading';
