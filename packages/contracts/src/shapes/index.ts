export * from './access-token.js';
export * from './account.js';
export * from './citation.js';
export * from './claim.js';
export * from './comment.js';
export * from './common.js';
export * from './idea.js';
export * from './user.js';
