import {
  browseFilter,
  LIMITS,
  MESSAGES,
  moderationPageInput,
  notificationListInput,
  positiveId,
  unsubscribeTokenSchema,
  verificationTokenSchema,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import type { RateLimitBucket } from '../plugins/rate-limits.js';
import type { InputSchemaName, OutputSchemaName } from './components.js';
import * as example from './examples.js';
import { EXPORT_OPERATIONS } from './export-operations.js';

/**
 * Every REST path of the server, as the OpenAPI document describes it: one
 * entry per route of ../rest (test/openapi.test.ts holds the two lists
 * equal). Schemas are named contracts schemas (components.ts); the statuses
 * every route of a kind can answer (401 for a bad token, 403 for a foreign
 * Origin, 429, ...) are added by document.ts, so an entry lists only what is
 * its own.
 */

/**
 * Who may call: `anyone` (no credential needed or used), `optional` (a
 * visitor, or a user whose credential changes the answer), `user` (a session
 * cookie or an access token), `admin`, `session` (the session cookie only).
 */
export type Access = 'anyone' | 'optional' | 'user' | 'admin' | 'session';

export type Tag =
  | 'Account'
  | 'Users'
  | 'Ideas'
  | 'Comments'
  | 'Claims'
  | 'Favorites'
  | 'Ratings'
  | 'Notifications'
  | 'Access tokens'
  | 'Moderation'
  | 'Reference';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI's template: `/api/ideas/{id}`. */
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  params?: Record<string, { schema: z.ZodType; description: string; example: string | number }>;
  /** Query parameters (optional unless `required`); an array schema is a repeatable parameter (`?field=A&field=B`). */
  query?: Record<
    string,
    { schema: z.ZodType; description: string; example?: unknown; required?: boolean }
  >;
  /** `optional`: an empty body is accepted too. */
  body?: { schema: InputSchemaName; example: unknown; optional?: boolean };
  success: {
    status: 200 | 201;
    description: string;
    schema: OutputSchemaName;
    example?: unknown;
    /** application/json unless said. */
    mediaType?: string;
    /** Other media types the route answers by `Accept` (content negotiation). */
    alternatives?: { mediaType: string; schema: OutputSchemaName; example?: unknown }[];
    /** Response headers worth naming (a download's `Content-Disposition`). */
    headers?: Record<string, { description: string; schema: { type: 'string' } }>;
  };
  /** Statuses of this route besides the common ones, with what they mean here. */
  errors?: Partial<Record<ErrorStatus, { description: string; message: string }>>;
  /** The rate-limit bucket the route counts in (plugins/rate-limits.ts). */
  rateLimit?: RateLimitBucket;
}

const rangeParameter = z.string().regex(/^\d{1,2}-\d{1,2}$/);

const ideaId = {
  schema: positiveId(),
  description: 'The idea id (a positive integer).',
  example: 12,
};
const idParam = (description: string, value: number) => ({
  id: { schema: positiveId(), description, example: value },
});

/** The browse filter as a query string (contracts' `browseQuery`). */
const browseQueryParameters: ApiOperation['query'] = {
  q: {
    schema: browseFilter.shape.search,
    description:
      'Search text, matched anywhere in the title, challenge, approach, impact or field names, ignoring case and Latin accents.',
    example: 'algae',
  },
  field: {
    schema: browseFilter.shape.fields,
    description: 'An academic field; repeat it for several (an idea in any of them matches).',
    example: ['Biology'],
  },
  from: {
    schema: browseFilter.shape.from,
    description: 'Created on or after this day (UTC), YYYY-MM-DD.',
    example: '2025-01-01',
  },
  to: {
    schema: browseFilter.shape.to,
    description: 'Created on or before this day (UTC), YYYY-MM-DD.',
    example: '2025-12-31',
  },
  impact: {
    schema: rangeParameter,
    description: 'Average Impact between low and high (0-10), both included, written low-high.',
    example: '5-10',
  },
  feasibility: {
    schema: rangeParameter,
    description: 'Average Feasibility between low and high (0-10), written low-high.',
    example: '0-6',
  },
  claims: {
    schema: browseFilter.shape.claims,
    description:
      '`open`: no claim; `pursued`: someone pursues it; `published`: a result is published; `all` (or absent): no filter.',
    example: 'open',
  },
};

const e = MESSAGES.errors;
const notFound = (what: string, message: string) => ({
  404: { description: `No ${what} has this id.`, message },
});
const unverified = {
  403: {
    description: 'The account’s email address is not verified yet: posting needs it.',
    message: e.emailNotVerified,
  },
};
/** The 429 of a new account past its first day's allowance (services/auth/new-accounts.ts). */
const newAccountLimit = (what: 'ideas' | 'comments', message: string) => ({
  429: {
    description: `A new account (in its first \`NEW_ACCOUNT_WINDOW_HOURS\`, 24 by default) has posted as many ${what} as it may (\`NEW_ACCOUNT_${what.toUpperCase()}_PER_DAY\`, ${what === 'ideas' ? 5 : 30} by default); admins are exempt.`,
    message,
  },
});
const moderationPage = {
  page: {
    schema: moderationPageInput.shape.page,
    description: `Which page, from 1; ${LIMITS.moderationPageSize} entries a page.`,
    example: 1,
  },
};

const wrongPassword = (field: string, message: string) => ({
  400: { description: `The password is wrong (an issue on \`${field}\`).`, message },
});
const exampleToken = 'mfrggzdfmztwq2lknnwg23tpobyxe43u';

export const OPERATIONS: ApiOperation[] = [
  // Account
  {
    method: 'get',
    path: '/api/user',
    operationId: 'getCurrentUser',
    tag: 'Account',
    summary: 'The signed-in user',
    description: 'Who the session cookie or access token belongs to; 401 for a visitor.',
    access: 'user',
    success: { status: 200, description: 'The user.', schema: 'User', example: example.user },
  },
  {
    method: 'post',
    path: '/api/register',
    operationId: 'register',
    tag: 'Account',
    summary: 'Create an account',
    description:
      'Creates the account, emails a verification link and starts a session (the `tof_session` cookie).',
    access: 'anyone',
    body: { schema: 'RegisterInput', example: example.registerInput },
    success: { status: 201, description: 'The new user.', schema: 'User', example: example.user },
    errors: {
      409: {
        description: 'The username or email address is already taken.',
        message: e.usernameTaken,
      },
    },
    rateLimit: 'register',
  },
  {
    method: 'post',
    path: '/api/login',
    operationId: 'login',
    tag: 'Account',
    summary: 'Log in',
    description: 'With a username (or email address) and password; starts a session cookie.',
    access: 'anyone',
    body: { schema: 'LoginInput', example: example.loginInput },
    success: { status: 200, description: 'The user.', schema: 'User', example: example.user },
    errors: {
      401: { description: 'Wrong username or password.', message: e.invalidCredentials },
    },
    rateLimit: 'login',
  },
  {
    method: 'post',
    path: '/api/logout',
    operationId: 'logout',
    tag: 'Account',
    summary: 'Log out',
    description: 'Ends the session of the cookie, if any. Access tokens are revoked in Settings.',
    access: 'optional',
    success: { status: 200, description: 'Logged out.', schema: 'Success' },
  },
  {
    method: 'post',
    path: '/api/verify-email/{token}',
    operationId: 'verifyEmail',
    tag: 'Account',
    summary: 'Verify an email address',
    description: 'The token is the last part of the link in the verification email.',
    access: 'anyone',
    params: {
      token: {
        schema: verificationTokenSchema,
        description: 'The token of the emailed link.',
        example: 'mfrggzdfmztwq2lknnwg23tpobyxe43u',
      },
    },
    success: {
      status: 200,
      description: 'The address is verified.',
      schema: 'SuccessMessage',
      example: { success: true, message: 'Your email has been verified. You can now log in.' },
    },
    errors: {
      400: { description: 'The link is invalid or expired.', message: e.verificationInvalid },
    },
  },
  {
    method: 'post',
    path: '/api/resend-verification',
    operationId: 'resendVerification',
    tag: 'Account',
    summary: 'Send a new verification email',
    description: 'Answers the same whether or not the account exists.',
    access: 'anyone',
    body: { schema: 'ResendVerificationInput', example: { usernameOrEmail: 'ada' } },
    success: { status: 200, description: 'A sentence to show.', schema: 'Message' },
    rateLimit: 'verificationEmail',
  },
  {
    method: 'post',
    path: '/api/user/preferences',
    operationId: 'updatePreferences',
    tag: 'Account',
    summary: 'Set the default citation format',
    access: 'user',
    body: { schema: 'PreferencesInput', example: { citationFormat: 'bibtex' } },
    success: {
      status: 200,
      description: 'The updated user.',
      schema: 'User',
      example: example.user,
    },
  },

  // Password reset
  {
    method: 'post',
    path: '/api/password/forgot',
    operationId: 'forgotPassword',
    tag: 'Account',
    summary: 'Email a password reset link',
    description:
      'Emails the account (found by username or email address) a link `/reset-password/{token}` that works once, for 1 hour. Answers the same whether or not the account exists; an account receives at most 3 such emails an hour, whoever asks.',
    access: 'anyone',
    body: { schema: 'ForgotPasswordInput', example: { usernameOrEmail: 'ada@example.org' } },
    success: {
      status: 200,
      description: 'A sentence to show.',
      schema: 'Message',
      example: { message: MESSAGES.account.resetLinkSent },
    },
    rateLimit: 'passwordForgot',
  },
  {
    method: 'post',
    path: '/api/password/reset',
    operationId: 'resetPassword',
    tag: 'Account',
    summary: 'Set a new password with a reset link',
    description:
      '`token` is the last part of the emailed link. The link is spent, every session of the account ends (log in again), and the email address counts as verified.',
    access: 'anyone',
    body: {
      schema: 'ResetPasswordInput',
      example: { token: exampleToken, password: 'a new long password' },
    },
    success: { status: 200, description: 'The password is changed.', schema: 'Success' },
    errors: {
      400: { description: 'The link is invalid, used or expired.', message: e.resetLinkInvalid },
    },
    rateLimit: 'emailedLink',
  },

  // Settings, Account
  {
    method: 'post',
    path: '/api/user/profile',
    operationId: 'updateProfile',
    tag: 'Account',
    summary: 'Edit my name, institution and ORCID iD',
    description: 'The rules of registering. Without `orcidId` the profile has none.',
    access: 'user',
    body: {
      schema: 'ProfileInput',
      example: { name: 'Ada Lovelace', institution: 'UCL', orcidId: '0000-0002-1825-0097' },
    },
    success: {
      status: 200,
      description: 'The updated user.',
      schema: 'User',
      example: example.user,
    },
    rateLimit: 'accountWrite',
  },
  {
    method: 'post',
    path: '/api/user/password',
    operationId: 'changePassword',
    tag: 'Account',
    summary: 'Change my password',
    description: 'Needs the current password. Every other session of the account ends.',
    access: 'session',
    body: {
      schema: 'ChangePasswordInput',
      example: { currentPassword: 'correct horse battery', newPassword: 'a new long password' },
    },
    success: { status: 200, description: 'Changed.', schema: 'Success' },
    errors: wrongPassword('currentPassword', MESSAGES.validation.currentPasswordWrong),
    rateLimit: 'passwordCheck',
  },
  {
    method: 'post',
    path: '/api/user/email',
    operationId: 'changeEmail',
    tag: 'Account',
    summary: 'Change my email address',
    description:
      'Needs the current password. The new address gets a link (`/confirm-email/{token}`, 24 hours); the account keeps its address until the link is opened (`POST /api/user/email/confirm`). The current address gets a notice.',
    access: 'session',
    body: {
      schema: 'ChangeEmailInput',
      example: { currentPassword: 'correct horse battery', email: 'ada@ucl.ac.uk' },
    },
    success: {
      status: 200,
      description: 'A sentence to show.',
      schema: 'Message',
      example: { message: MESSAGES.account.emailChangeSent('ada@ucl.ac.uk') },
    },
    errors: {
      ...wrongPassword('currentPassword', MESSAGES.validation.currentPasswordWrong),
      409: { description: 'Another account uses the address.', message: e.emailTaken },
    },
    rateLimit: 'passwordCheck',
  },
  {
    method: 'post',
    path: '/api/user/email/confirm',
    operationId: 'confirmEmailChange',
    tag: 'Account',
    summary: 'Confirm a new email address',
    description:
      '`token` is the last part of the link sent to the new address. The account takes the address, verified; links sent to the old one are spent. No login needed: the token is the proof.',
    access: 'anyone',
    body: { schema: 'ConfirmEmailChangeInput', example: { token: exampleToken } },
    success: {
      status: 200,
      description: 'Changed.',
      schema: 'SuccessMessage',
      example: { success: true, message: MESSAGES.account.emailChanged('ada@ucl.ac.uk') },
    },
    errors: {
      400: {
        description: 'The link is invalid, used or expired.',
        message: e.emailChangeLinkInvalid,
      },
      409: { description: 'Another account took the address meanwhile.', message: e.emailTaken },
    },
    rateLimit: 'emailedLink',
  },
  {
    method: 'get',
    path: '/api/user/sessions',
    operationId: 'listSessions',
    tag: 'Account',
    summary: 'My active sessions',
    description:
      'The browser and system of each (from its User-Agent), when it started and was last used (to the minute); `current` is the one asking, listed first.',
    access: 'session',
    success: {
      status: 200,
      description: 'The sessions.',
      schema: 'SessionList',
      example: example.sessionInfo,
    },
  },
  {
    method: 'post',
    path: '/api/user/sessions/revoke-others',
    operationId: 'revokeOtherSessions',
    tag: 'Account',
    summary: 'Log out everywhere else',
    description: 'Ends every session of the account but the one asking.',
    access: 'session',
    success: {
      status: 200,
      description: 'How many sessions ended.',
      schema: 'RevokedSessions',
      example: { success: true, revoked: 2 },
    },
    rateLimit: 'accountWrite',
  },
  {
    method: 'get',
    path: '/api/user/export',
    operationId: 'exportAccount',
    tag: 'Account',
    summary: 'Download my data',
    description:
      'The account, its ideas (without others’ ratings of them), comments, ratings and favorites, as a JSON attachment. Never a secret.',
    access: 'user',
    success: {
      status: 200,
      description: 'The data.',
      schema: 'AccountExport',
      example: example.accountExport,
    },
  },
  {
    method: 'post',
    path: '/api/user/delete',
    operationId: 'deleteAccount',
    tag: 'Account',
    summary: 'Delete my account',
    description:
      'Needs the password and the username typed out. Ideas and comments stay, shown as by “Deleted user”; ratings, favorites, sessions and access tokens go. Ends the session (the cookie is cleared).',
    access: 'session',
    body: {
      schema: 'DeleteAccountInput',
      example: { password: 'correct horse battery', username: 'ada' },
    },
    success: { status: 200, description: 'Deleted.', schema: 'Success' },
    errors: {
      400: {
        description:
          'The password is wrong (an issue on `password`), or the username typed is not the account’s (on `username`).',
        message: MESSAGES.validation.passwordWrong,
      },
    },
    rateLimit: 'passwordCheck',
  },

  // Users
  {
    method: 'get',
    path: '/api/users',
    operationId: 'listUserFavorites',
    tag: 'Users',
    summary: 'Every user’s favorites',
    description: 'Only ids and favorite lists: what favorite counts need.',
    access: 'optional',
    success: {
      status: 200,
      description: 'One entry per user.',
      schema: 'UserFavoritesList',
      example: example.userFavorites,
    },
  },
  {
    method: 'get',
    path: '/api/users/{id}',
    operationId: 'getUser',
    tag: 'Users',
    summary: 'A researcher’s profile',
    access: 'optional',
    params: idParam('The user id.', 7),
    success: {
      status: 200,
      description: 'The public profile.',
      schema: 'PublicUser',
      example: example.publicUser,
    },
    errors: notFound('user', e.userNotFound),
  },
  {
    method: 'get',
    path: '/api/users/{id}/ideas',
    operationId: 'listUserIdeas',
    tag: 'Users',
    summary: 'A researcher’s ideas',
    description:
      'Newest first, withdrawn ideas left out, as one JSON array streamed (chunked) 100 ideas at a time, like `GET /api/ideas`.',
    access: 'optional',
    params: idParam('The user id.', 7),
    success: {
      status: 200,
      description: 'Their ideas.',
      schema: 'IdeaList',
      example: [example.idea],
    },
    errors: notFound('user', e.userNotFound),
  },

  // Ideas
  {
    method: 'get',
    path: '/api/ideas',
    operationId: 'listIdeas',
    tag: 'Ideas',
    summary: 'Every idea',
    description:
      'Every idea with its ratings and citations, oldest first, as one JSON array. The array is streamed (chunked) 500 ideas at a time, so it may be large; tRPC `ideas.browse` pages and filters.',
    access: 'optional',
    success: {
      status: 200,
      description: 'All ideas.',
      schema: 'IdeaList',
      example: [example.idea],
    },
  },
  {
    method: 'get',
    path: '/api/ideas/count',
    operationId: 'countIdeas',
    tag: 'Ideas',
    summary: 'How many ideas match',
    description:
      'How many ideas match the browse filter (the browse page’s “128 ideas”): every parameter is optional and they combine. Withdrawn ideas never count. tRPC `ideas.count` takes the same filter as `ideas.browse`.',
    access: 'anyone',
    query: browseQueryParameters,
    success: {
      status: 200,
      description: 'The number of matching ideas.',
      schema: 'IdeaCount',
      example: { count: 128 },
    },
    errors: {
      400: {
        description: 'A parameter is invalid; `issues` names each one.',
        message: MESSAGES.validation.rangeFormat,
      },
    },
  },
  {
    method: 'get',
    path: '/api/ideas/{id}',
    operationId: 'getIdea',
    tag: 'Ideas',
    summary: 'One idea',
    description:
      'With `linkedIdeas`: the ideas of this site it cites. By `Accept` (as DOI content negotiation), the idea’s citation instead: `application/x-bibtex`, `application/x-research-info-systems`, `application/x-endnote-refer`, `application/vnd.citationstyles.csl+json` (one CSL item), `application/ld+json` (schema.org), or `text/x-bibliography; style=apa|mla|chicago|harvard` (APA when no style is named). Any other `Accept` gets the JSON; the answer says `Vary: Accept`. `GET /idea/{id}` (the page) negotiates the same way.',
    access: 'optional',
    params: { id: ideaId },
    success: {
      status: 200,
      description: 'The idea, or its citation in the format asked for.',
      schema: 'IdeaWithLinks',
      example: example.ideaWithLinks,
      alternatives: [
        { mediaType: 'application/x-bibtex', schema: 'CitationText' },
        { mediaType: 'application/x-research-info-systems', schema: 'CitationText' },
        { mediaType: 'application/x-endnote-refer', schema: 'CitationText' },
        { mediaType: 'application/vnd.citationstyles.csl+json', schema: 'CslItem' },
        { mediaType: 'application/ld+json', schema: 'JsonLd' },
        {
          mediaType: 'text/x-bibliography',
          schema: 'CitationText',
          example:
            'Lovelace, A. (2026, March 5). Map air quality with bees [Version 2]. This One for Free. https://doi.org/10.5281/this-one-for-free.12 https://thisoneforfree.example/idea/12/v/2',
        },
      ],
    },
    errors: notFound('idea', e.ideaNotFound),
  },
  {
    method: 'post',
    path: '/api/ideas',
    operationId: 'createIdea',
    tag: 'Ideas',
    summary: 'Post an idea',
    description:
      'Title, challenge, approach and impact (at most 512 characters each), one to 14 academic fields, up to 5 citations (an idea of this site, or an external record).',
    access: 'user',
    body: { schema: 'IdeaInput', example: example.ideaInput },
    success: { status: 201, description: 'The new idea.', schema: 'Idea', example: example.idea },
    errors: { ...unverified, ...newAccountLimit('ideas', e.newAccountIdeaLimit(5, 24)) },
    rateLimit: 'post',
  },
  {
    method: 'post',
    path: '/api/ideas/similar-to-draft',
    operationId: 'similarToDraft',
    tag: 'Ideas',
    summary: 'Ideas like a draft',
    description:
      'Up to 3 stored ideas most like an idea being written, by the similar-ideas score (SPEC §5) as if it were posted now, best first; only ideas sharing a word with the draft in one section, beyond very common words such as "the" and "and", count. Every part may be empty; `ideaId` (an idea being edited) is left out of the answer. Nothing is stored.',
    access: 'user',
    body: { schema: 'IdeaDraftInput', example: example.ideaDraft },
    success: {
      status: 200,
      description: 'The most similar ideas as cards, with their scores.',
      schema: 'SimilarIdeaList',
      example: [example.similarIdea],
    },
    rateLimit: 'draftHint',
  },
  {
    method: 'put',
    path: '/api/ideas/{id}',
    operationId: 'updateIdea',
    tag: 'Ideas',
    summary: 'Edit an idea (a new version)',
    description:
      'The author or an admin saves the create payload, with the same rules, as the idea’s next version (1, 2, 3...); ratings, comments and favorites stay on the idea. A save equal to the latest version changes nothing and answers the idea as it is, so a repeated request is harmless. With `expectedVersion` (the version the edit started from), a save made after someone else saved a newer version is refused (409) instead of overwriting it.',
    access: 'user',
    params: { id: ideaId },
    body: { schema: 'IdeaEditInput', example: example.ideaEditInput },
    success: {
      status: 200,
      description: 'The idea with its new `version` and `updatedAt`.',
      schema: 'Idea',
      example: { ...example.idea, impact: example.ideaEditInput.impact, version: 3 },
    },
    errors: {
      403: {
        description: 'The user is neither the author nor an admin.',
        message: e.notIdeaAuthor,
      },
      ...notFound('idea', e.ideaNotFound),
      409: {
        description:
          'The idea is withdrawn, or `expectedVersion` is not its latest version (it was edited meanwhile).',
        message: e.ideaWithdrawn,
      },
    },
    rateLimit: 'post',
  },
  {
    method: 'delete',
    path: '/api/ideas/{id}',
    operationId: 'withdrawIdea',
    tag: 'Ideas',
    summary: 'Withdraw an idea',
    description:
      'The author or an admin withdraws the idea: it leaves every list (browse, search, random, similar ideas, favorites, profiles); `GET /api/ideas/{id}` then answers its tombstone, with `withdrawnAt` set and the texts empty, so links and citations never dead-end. Idempotent: withdrawing it again answers the same tombstone.',
    access: 'user',
    params: { id: ideaId },
    success: {
      status: 200,
      description: 'The withdrawn idea (its tombstone).',
      schema: 'Idea',
      example: example.withdrawnIdea,
    },
    errors: {
      403: {
        description: 'The user is neither the author nor an admin.',
        message: e.notIdeaAuthor,
      },
      ...notFound('idea', e.ideaNotFound),
    },
    rateLimit: 'post',
  },
  {
    method: 'get',
    path: '/api/ideas/{id}/versions',
    operationId: 'listIdeaVersions',
    tag: 'Ideas',
    summary: 'An idea’s versions',
    description: 'Every saved version, oldest first: its number, when it was saved, its title.',
    access: 'optional',
    params: { id: ideaId },
    success: {
      status: 200,
      description: 'The versions.',
      schema: 'IdeaVersionList',
      example: example.ideaVersions,
    },
    errors: notFound('idea', e.ideaNotFound),
  },
  {
    method: 'get',
    path: '/api/ideas/{id}/versions/{version}',
    operationId: 'getIdeaVersion',
    tag: 'Ideas',
    summary: 'One version of an idea, as it was',
    description:
      'In the shape of `GET /api/ideas/{id}`: that version’s texts, fields and citations, `version` and `updatedAt` (when it was saved); the ratings are the idea’s. A withdrawn idea’s versions are its tombstone.',
    access: 'optional',
    params: {
      id: ideaId,
      version: {
        schema: positiveId(),
        description: 'The version number (1, 2, 3...).',
        example: 1,
      },
    },
    success: {
      status: 200,
      description: 'The version.',
      schema: 'IdeaWithLinks',
      example: example.ideaVersion,
    },
    errors: {
      404: {
        description: 'No idea has this id, or the idea has no such version.',
        message: e.versionNotFound,
      },
    },
  },

  // Comments
  {
    method: 'get',
    path: '/api/ideas/{id}/comments',
    operationId: 'listComments',
    tag: 'Comments',
    summary: 'An idea’s comments',
    description:
      'Oldest first. Visitors see active comments; a user also sees their own that are not deleted; admins see all, with `flagCount`.',
    access: 'optional',
    params: { id: ideaId },
    success: {
      status: 200,
      description: 'The comments the caller may see.',
      schema: 'CommentList',
      example: [example.comment],
    },
    errors: notFound('idea', e.ideaNotFound),
  },
  {
    method: 'post',
    path: '/api/ideas/{id}/comments',
    operationId: 'createComment',
    tag: 'Comments',
    summary: 'Comment on an idea, or reply',
    description: '`parentId` replies to an active comment of the same idea.',
    access: 'user',
    params: { id: ideaId },
    body: { schema: 'CommentInput', example: example.commentInput },
    success: {
      status: 201,
      description: 'The new comment.',
      schema: 'Comment',
      example: example.comment,
    },
    errors: {
      ...notFound('idea', e.ideaNotFound),
      ...unverified,
      409: { description: 'The idea is withdrawn.', message: e.ideaWithdrawn },
      ...newAccountLimit('comments', e.newAccountCommentLimit(30, 24)),
    },
    rateLimit: 'post',
  },
  {
    method: 'post',
    path: '/api/comments/{id}/flag',
    operationId: 'flagComment',
    tag: 'Comments',
    summary: 'Flag a comment for review',
    description: `Once per user and comment, with an optional \`reason\` (\`spam\`, \`harassment\`, \`off-topic\`, \`other\`) and \`note\` for the moderators (at most ${LIMITS.flagNoteMax} characters); an empty body flags without a reason. The comment stays active and visible, counting its flags (\`flagCount\`), until flags from \`FLAG_THRESHOLD\` users (3 by default) await review: then it becomes \`flagged\`, shown only to its author and admins. Every flag puts it in the admins' queue (\`GET /api/admin/flags\`).`,
    access: 'user',
    params: idParam('The comment id.', 41),
    body: { schema: 'CommentFlagInput', example: example.commentFlagInput, optional: true },
    success: { status: 200, description: 'Flagged.', schema: 'Success' },
    errors: {
      ...notFound('comment you can see', e.commentNotFound),
      409: {
        description:
          'The caller has flagged this comment already, or the comment is not active (`message` says which).',
        message: e.alreadyFlagged,
      },
    },
    rateLimit: 'post',
  },
  {
    method: 'put',
    path: '/api/comments/{id}',
    operationId: 'editComment',
    tag: 'Comments',
    summary: 'Edit my comment',
    description:
      'Its author only, with the rule of posting (1 to 1000 characters, trimmed). `updatedAt` becomes the time of the edit (the app shows the comment as edited); its status stays. The same text again changes nothing.',
    access: 'user',
    params: idParam('The comment id.', 41),
    body: { schema: 'CommentEditInput', example: example.commentEditInput },
    success: {
      status: 200,
      description: 'The edited comment.',
      schema: 'Comment',
      example: {
        ...example.comment,
        content: example.commentEditInput.content,
        updatedAt: '2026-03-14T10:02:11.000Z',
      },
    },
    errors: {
      403: { description: 'The comment is someone else’s.', message: e.commentAuthorOnly },
      ...notFound('comment you can see (or it is deleted)', e.commentNotFound),
    },
    rateLimit: 'post',
  },
  {
    method: 'delete',
    path: '/api/comments/{id}',
    operationId: 'deleteComment',
    tag: 'Comments',
    summary: 'Delete my comment',
    description:
      'Its author only: its status becomes `deleted`. Replies stay: the comment list shows a deleted comment above a reply as a placeholder (status `deleted`, empty `content`). Deleting it again succeeds and changes nothing. Admins set other people’s comments’ status with `POST /api/comments/{id}/status`.',
    access: 'user',
    params: idParam('The comment id.', 41),
    success: { status: 200, description: 'Deleted.', schema: 'Success' },
    errors: {
      403: {
        description: 'The comment is someone else’s (and the caller can see it).',
        message: e.commentAuthorOnly,
      },
      ...notFound('comment you can see', e.commentNotFound),
    },
    rateLimit: 'post',
  },
  {
    method: 'post',
    path: '/api/comments/{id}/status',
    operationId: 'setCommentStatus',
    tag: 'Comments',
    summary: 'Moderate a comment (admins)',
    description:
      'Sets `active`, `hidden` or `deleted`. Settles the flags awaiting review (a comment set back to `active` needs new flags from `FLAG_THRESHOLD` users to be flagged again), takes the comment out of the queue, and is written to the moderation log (`GET /api/admin/audit`), even when the status stays the same.',
    access: 'admin',
    params: idParam('The comment id.', 41),
    body: { schema: 'CommentStatusInput', example: { status: 'hidden' } },
    success: {
      status: 200,
      description: 'The comment with its new status.',
      schema: 'Comment',
      example: { ...example.comment, status: 'hidden', flagCount: 2 },
    },
    errors: notFound('comment', e.commentNotFound),
    rateLimit: 'moderate',
  },

  // Moderation
  {
    method: 'get',
    path: '/api/admin/flags',
    operationId: 'listFlaggedComments',
    tag: 'Moderation',
    summary: 'The moderation queue (admins)',
    description:
      'Comments with flags awaiting review, the latest flag first: each with its idea, the comment it replies to, and those flags (reason, note, who, when). A comment leaves the queue when an admin sets its status (`POST /api/comments/{id}/status`). `total` counts the whole queue; a page past the last is empty.',
    access: 'admin',
    query: moderationPage,
    success: {
      status: 200,
      description: 'One page of the queue.',
      schema: 'FlagQueuePage',
      example: example.flagQueuePage,
    },
  },
  {
    method: 'get',
    path: '/api/admin/audit',
    operationId: 'listModerationLog',
    tag: 'Moderation',
    summary: 'The moderation log (admins)',
    description:
      'Every comment status change, newest first: by an admin (`cause` `moderator`, `actor` the admin) or by flags reaching `FLAG_THRESHOLD` (`cause` `flags`, `actor` null), from which status to which, when, and how many flags awaiting review it settled.',
    access: 'admin',
    query: moderationPage,
    success: {
      status: 200,
      description: 'One page of the log.',
      schema: 'ModerationLogPage',
      example: example.moderationLogPage,
    },
  },

  // Claims
  {
    method: 'get',
    path: '/api/ideas/{id}/claims',
    operationId: 'listIdeaClaims',
    tag: 'Claims',
    summary: 'Who is pursuing an idea',
    description:
      'Its claims, the earliest first: who, since when (`createdAt`), their note, and for a `published` claim the result (`resultUrl`, a DOI as its doi.org link).',
    access: 'optional',
    params: { id: ideaId },
    success: {
      status: 200,
      description: 'The claims.',
      schema: 'ClaimList',
      example: [example.claim],
    },
    errors: notFound('idea', e.ideaNotFound),
  },
  {
    method: 'post',
    path: '/api/ideas/{id}/claim',
    operationId: 'saveClaim',
    tag: 'Claims',
    summary: 'Claim an idea, or change my claim',
    description: `Creates or replaces my claim of the idea (one per researcher and idea): \`pursuing\`, or \`published\` with \`resultUrl\`, the DOI (\`10.1000/xyz\`, \`doi:…\` or a doi.org link) or http(s) URL of the result. \`note\` (at most ${LIMITS.claimNoteMax} characters) is public; empty or null clears it, left out keeps it. Repeating a change changes nothing.`,
    access: 'user',
    params: { id: ideaId },
    body: { schema: 'ClaimInput', example: example.claimInput },
    success: {
      status: 200,
      description: 'My claim as it now stands.',
      schema: 'Claim',
      example: example.claim,
    },
    errors: {
      400: {
        description: '`published` without a result, or `pursuing` with one.',
        message: MESSAGES.validation.claimResultRequired,
      },
      403: { description: 'The idea is my own.', message: e.ownIdeaClaim },
      ...notFound('idea', e.ideaNotFound),
      409: {
        description:
          'The idea is withdrawn (it takes no new claim or change; a claim can still be dropped), or my claim is `published` and the change asks for `pursuing`: a published claim keeps its result (change its link or note, or drop it).',
        message: e.claimAlreadyPublished,
      },
    },
    rateLimit: 'post',
  },
  {
    method: 'delete',
    path: '/api/ideas/{id}/claim',
    operationId: 'dropClaim',
    tag: 'Claims',
    summary: 'Drop my claim of an idea',
    description: 'Idempotent: with no claim of mine it succeeds and changes nothing.',
    access: 'user',
    params: { id: ideaId },
    success: { status: 200, description: 'Dropped.', schema: 'Success' },
    errors: notFound('idea', e.ideaNotFound),
    rateLimit: 'post',
  },
  {
    method: 'get',
    path: '/api/users/{id}/claims',
    operationId: 'listUserClaims',
    tag: 'Claims',
    summary: 'The ideas a researcher pursues',
    description: 'Their claims with each idea’s id and title, the latest first.',
    access: 'optional',
    params: idParam('The user id.', 8),
    success: {
      status: 200,
      description: 'Their claims.',
      schema: 'ResearcherClaimList',
      example: [example.researcherClaim],
    },
    errors: notFound('user', e.userNotFound),
  },

  // Favorites
  {
    method: 'get',
    path: '/api/favorites',
    operationId: 'listFavorites',
    tag: 'Favorites',
    summary: 'My favorite idea ids',
    description: 'In the order they were added.',
    access: 'user',
    success: { status: 200, description: 'Idea ids.', schema: 'FavoriteIds', example: [12, 3] },
  },
  {
    method: 'post',
    path: '/api/favorites/add/{ideaId}',
    operationId: 'addFavorite',
    tag: 'Favorites',
    summary: 'Add an idea to my favorites',
    description: 'Idempotent. A withdrawn idea cannot be added (409).',
    access: 'user',
    params: { ideaId },
    success: {
      status: 200,
      description: 'The new list of idea ids.',
      schema: 'FavoriteIds',
      example: [12, 3],
    },
    errors: {
      ...notFound('idea', e.ideaNotFound),
      409: { description: 'The idea is withdrawn.', message: e.ideaWithdrawn },
    },
  },
  {
    method: 'post',
    path: '/api/favorites/remove/{ideaId}',
    operationId: 'removeFavorite',
    tag: 'Favorites',
    summary: 'Remove an idea from my favorites',
    description: 'Idempotent.',
    access: 'user',
    params: { ideaId },
    success: {
      status: 200,
      description: 'The new list of idea ids.',
      schema: 'FavoriteIds',
      example: [3],
    },
    errors: notFound('idea', e.ideaNotFound),
  },

  // Ratings
  {
    method: 'post',
    path: '/api/ideas/{id}/rate',
    operationId: 'rateIdea',
    tag: 'Ratings',
    summary: 'Rate an idea',
    description:
      'Impact (`relevance`) and Feasibility (`difficulty`), whole numbers from 1 to 10; replaces my earlier rating.',
    access: 'user',
    params: { id: ideaId },
    body: { schema: 'RatingInput', example: example.ratingInput },
    success: {
      status: 200,
      description: 'The idea’s ratings and new aggregates.',
      schema: 'RatingResult',
      example: example.ratingResult,
    },
    errors: {
      ...notFound('idea', e.ideaNotFound),
      409: { description: 'The idea is withdrawn.', message: e.ideaWithdrawn },
    },
  },

  // Follows and notifications
  {
    method: 'get',
    path: '/api/follows',
    operationId: 'listFollows',
    tag: 'Notifications',
    summary: 'What I follow',
    description:
      'The researchers, academic fields and ideas I follow, each list the newest first. My own ideas are among them: authors follow their ideas from the start. Withdrawn ideas and deleted accounts are left out.',
    access: 'user',
    success: {
      status: 200,
      description: 'What I follow.',
      schema: 'Follows',
      example: example.follows,
    },
  },
  {
    method: 'post',
    path: '/api/follows',
    operationId: 'follow',
    tag: 'Notifications',
    summary: 'Follow a researcher, a field or an idea',
    description:
      '`{ kind: "user", target: <user id> }`, `{ kind: "field", target: "Biology" }` (one of the 14 fields, spelt as listed) or `{ kind: "idea", target: <idea id> }`. I am then notified of their new ideas (a researcher, a field) or of claims and published results (an idea). Idempotent.',
    access: 'user',
    body: { schema: 'FollowInput', example: example.followInput },
    success: {
      status: 200,
      description: 'What I follow now.',
      schema: 'Follows',
      example: example.follows,
    },
    errors: {
      400: {
        description: 'An unknown kind or field, a target that is not an id, or myself.',
        message: e.followSelf,
      },
      404: { description: 'No researcher or idea has this id.', message: e.userNotFound },
      409: { description: 'The idea is withdrawn.', message: e.ideaWithdrawn },
    },
    rateLimit: 'notificationWrite',
  },
  {
    method: 'delete',
    path: '/api/follows',
    operationId: 'unfollow',
    tag: 'Notifications',
    summary: 'Stop following',
    description: 'The same body as following. Idempotent.',
    access: 'user',
    body: { schema: 'FollowInput', example: example.followInput },
    success: {
      status: 200,
      description: 'What I follow now.',
      schema: 'Follows',
      example: { ...example.follows, fields: [] },
    },
    rateLimit: 'notificationWrite',
  },
  {
    method: 'get',
    path: '/api/notifications',
    operationId: 'listNotifications',
    tag: 'Notifications',
    summary: 'My notifications',
    description: `The newest first, ${LIMITS.notificationsPerPage} a page: pass the answer's \`nextCursor\` as \`?cursor=\` for the next. A comment on my idea, a reply to my comment, ratings of my idea (unread ones of one idea are one notification whose \`count\` grows), a claim or published result on an idea I follow (my own among them), a new idea by a researcher or in a field I follow. Never my own actions. Notifications of withdrawn ideas and of comments that are hidden or deleted are left out.`,
    access: 'user',
    query: {
      cursor: {
        schema: notificationListInput.shape.cursor.unwrap(),
        description: 'The `nextCursor` of the page before; none for the newest page.',
        example: '38',
      },
    },
    success: {
      status: 200,
      description: 'A page of notifications and how many are unread in all.',
      schema: 'NotificationPage',
      example: example.notificationPage,
    },
    errors: {
      400: {
        description: 'A `cursor` that is not one this API gave.',
        message: e.invalidCursor,
      },
    },
  },
  {
    method: 'get',
    path: '/api/notifications/unread-count',
    operationId: 'countUnreadNotifications',
    tag: 'Notifications',
    summary: 'How many of my notifications are unread',
    access: 'user',
    success: {
      status: 200,
      description: 'The count.',
      schema: 'UnreadCount',
      example: { unreadCount: 3 },
    },
  },
  {
    method: 'post',
    path: '/api/notifications/read',
    operationId: 'markNotificationsRead',
    tag: 'Notifications',
    summary: 'Mark notifications read',
    description:
      '`{ ids: [...] }` (at most 100; ids that are not mine are ignored) or `{ all: true }`.',
    access: 'user',
    body: { schema: 'MarkNotificationsReadInput', example: example.markReadInput },
    success: {
      status: 200,
      description: 'How many stay unread.',
      schema: 'MarkedRead',
      example: { success: true, unreadCount: 0 },
    },
    rateLimit: 'notificationWrite',
  },
  {
    method: 'get',
    path: '/api/notifications/preferences',
    operationId: 'getNotificationPreferences',
    tag: 'Notifications',
    summary: 'My notification emails',
    description:
      'Per category: `off`, `instant` (an email per notification, as it happens) or `digest` (one email a day, at the hour the server sets). By default what comes of my own ideas and comments is in the digest, what I follow is off. Emails go only to a verified address.',
    access: 'user',
    success: {
      status: 200,
      description: 'The mode of each category.',
      schema: 'NotificationPreferences',
      example: example.notificationPreferences,
    },
  },
  {
    method: 'put',
    path: '/api/notifications/preferences',
    operationId: 'setNotificationPreferences',
    tag: 'Notifications',
    summary: 'Choose my notification emails',
    description:
      'Any of the categories; those left out keep their mode. Notifications still waiting for an email follow the new mode.',
    access: 'user',
    body: {
      schema: 'NotificationPreferencesInput',
      example: example.notificationPreferencesInput,
    },
    success: {
      status: 200,
      description: 'The mode of each category now.',
      schema: 'NotificationPreferences',
      example: example.notificationPreferences,
    },
    rateLimit: 'notificationWrite',
  },
  {
    method: 'post',
    path: '/api/unsubscribe/{token}',
    operationId: 'unsubscribe',
    tag: 'Notifications',
    summary: 'Unsubscribe from notification emails (one click)',
    description:
      'The address of every notification email’s `List-Unsubscribe` header (RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to it; any body is accepted and ignored). No login: the signed token is the proof. Turns off the category of an instant email, or every category of the daily digest. Idempotent.',
    access: 'anyone',
    params: {
      token: {
        schema: unsubscribeTokenSchema,
        description: 'The token of the email’s unsubscribe link.',
        example: '7-digest-Xq0Z0mS3a4c2PzKk8Yx1u0gW1rVtq6n2YbVfQy3m0aA',
      },
    },
    success: {
      status: 200,
      description: 'What it turned off (nothing the second time).',
      schema: 'Unsubscribed',
      example: example.unsubscribed,
    },
    errors: {
      400: {
        description: 'The token is not one of this site’s, or its account was deleted.',
        message: e.unsubscribeLinkInvalid,
      },
    },
    rateLimit: 'emailedLink',
  },

  // Access tokens
  {
    method: 'get',
    path: '/api/user/tokens',
    operationId: 'listAccessTokens',
    tag: 'Access tokens',
    summary: 'My personal access tokens',
    description: 'Newest first, without the secret (it is shown once, when created).',
    access: 'session',
    success: {
      status: 200,
      description: 'The tokens.',
      schema: 'AccessTokenList',
      example: [example.accessToken],
    },
  },
  {
    method: 'post',
    path: '/api/user/tokens',
    operationId: 'createAccessToken',
    tag: 'Access tokens',
    summary: 'Create a personal access token',
    description:
      'The answer carries the token (`token`) this once: store it. `read` tokens may only GET; `read write` tokens may also write. Without `expiresAt` the token lasts until revoked.',
    access: 'session',
    body: { schema: 'AccessTokenInput', example: example.accessTokenInput },
    success: {
      status: 201,
      description: 'The token, with its secret.',
      schema: 'CreatedAccessToken',
      example: example.createdAccessToken,
    },
  },
  {
    method: 'delete',
    path: '/api/user/tokens/{id}',
    operationId: 'revokeAccessToken',
    tag: 'Access tokens',
    summary: 'Revoke a personal access token',
    access: 'session',
    params: idParam('The token id.', 2),
    success: { status: 200, description: 'Revoked.', schema: 'Success' },
    errors: notFound('token of yours', e.tokenNotFound),
  },

  // Reference
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Reference',
    summary: 'This description (OpenAPI 3.1)',
    access: 'anyone',
    success: { status: 200, description: 'The OpenAPI document.', schema: 'OpenApiDocument' },
  },
  {
    method: 'get',
    path: '/api/docs',
    operationId: 'getReferencePage',
    tag: 'Reference',
    summary: 'This reference page',
    description: 'Swagger UI over `/api/openapi.json`, served from this server.',
    access: 'anyone',
    success: {
      status: 200,
      description: 'An HTML page.',
      schema: 'Html',
      mediaType: 'text/html',
    },
  },
  ...EXPORT_OPERATIONS,
];
