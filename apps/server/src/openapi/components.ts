import {
  accessTokenInput,
  accessTokenShape,
  accountExportShape,
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  deleteAccountInput,
  forgotPasswordInput,
  profileInput,
  resetPasswordInput,
  revokedSessionsShape,
  sessionInfoShape,
  apiErrorShape,
  citationShape,
  claimInput,
  claimShape,
  commentEditInput,
  commentFlagInput,
  commentInput,
  commentShape,
  commentStatusInput,
  createdAccessTokenShape,
  externalCitationShape,
  ideaCountShape,
  followInput,
  followsShape,
  markNotificationsReadInput,
  markedReadShape,
  notificationPageShape,
  notificationPreferencesInput,
  notificationPreferencesShape,
  notificationShape,
  unreadCountShape,
  unsubscribedShape,
  ideaDraftInput,
  ideaEditInput,
  ideaInput,
  ideaRatingShape,
  ideaShape,
  ideaStatsShape,
  ideaVersionSummaryShape,
  ideaWithLinksShape,
  flagQueuePageShape,
  moderationLogPageShape,
  linkedIdeaShape,
  loginInput,
  messageShape,
  preferencesInput,
  publicUserShape,
  ratingInput,
  similarIdeaCardShape,
  ratingResultShape,
  registerInput,
  researcherClaimShape,
  resendVerificationInput,
  successMessageShape,
  successShape,
  userFavoritesShape,
  userShape,
} from '@thisoneforfree/contracts';
import { z } from 'zod';

/**
 * The named schemas of the OpenAPI document (`components.schemas`), each a
 * zod schema of packages/contracts: request bodies as clients send them
 * (zod's input side: defaults make a property optional) and answers as the
 * server sends them (the output side). A schema used inside another one that
 * is also named here becomes a `$ref` to it.
 */
export const INPUT_SCHEMAS = {
  RegisterInput: registerInput,
  LoginInput: loginInput,
  ResendVerificationInput: resendVerificationInput,
  IdeaInput: ideaInput,
  IdeaDraftInput: ideaDraftInput,
  IdeaEditInput: ideaEditInput,
  CommentInput: commentInput,
  CommentEditInput: commentEditInput,
  CommentStatusInput: commentStatusInput,
  CommentFlagInput: commentFlagInput,
  ClaimInput: claimInput,
  RatingInput: ratingInput,
  PreferencesInput: preferencesInput,
  AccessTokenInput: accessTokenInput,
  ForgotPasswordInput: forgotPasswordInput,
  ResetPasswordInput: resetPasswordInput,
  ProfileInput: profileInput,
  ChangePasswordInput: changePasswordInput,
  ChangeEmailInput: changeEmailInput,
  ConfirmEmailChangeInput: confirmEmailChangeInput,
  DeleteAccountInput: deleteAccountInput,
  FollowInput: followInput,
  MarkNotificationsReadInput: markNotificationsReadInput,
  NotificationPreferencesInput: notificationPreferencesInput,
} satisfies Record<string, z.ZodType>;

export const OUTPUT_SCHEMAS = {
  Error: apiErrorShape,
  Success: successShape,
  SuccessMessage: successMessageShape,
  Message: messageShape,
  User: userShape,
  PublicUser: publicUserShape,
  UserFavorites: userFavoritesShape,
  UserFavoritesList: z.array(userFavoritesShape),
  FavoriteIds: z.array(z.number().int()),
  Idea: ideaShape,
  IdeaList: z.array(ideaShape),
  IdeaWithLinks: ideaWithLinksShape,
  IdeaRating: ideaRatingShape,
  IdeaStats: ideaStatsShape,
  LinkedIdea: linkedIdeaShape,
  SimilarIdeaList: z.array(similarIdeaCardShape),
  IdeaCount: ideaCountShape,
  IdeaVersionSummary: ideaVersionSummaryShape,
  IdeaVersionList: z.array(ideaVersionSummaryShape),
  Citation: citationShape,
  ExternalCitation: externalCitationShape,
  Comment: commentShape,
  CommentList: z.array(commentShape),
  FlagQueuePage: flagQueuePageShape,
  ModerationLogPage: moderationLogPageShape,
  Claim: claimShape,
  ClaimList: z.array(claimShape),
  ResearcherClaimList: z.array(researcherClaimShape),
  RatingResult: ratingResultShape,
  AccessToken: accessTokenShape,
  AccessTokenList: z.array(accessTokenShape),
  CreatedAccessToken: createdAccessTokenShape,
  SessionInfo: sessionInfoShape,
  SessionList: z.array(sessionInfoShape),
  RevokedSessions: revokedSessionsShape,
  AccountExport: accountExportShape,
  Follows: followsShape,
  Notification: notificationShape,
  NotificationPage: notificationPageShape,
  UnreadCount: unreadCountShape,
  MarkedRead: markedReadShape,
  NotificationPreferences: notificationPreferencesShape,
  Unsubscribed: unsubscribedShape,
  /** This document (GET /api/openapi.json); its own schema is OpenAPI 3.1's. */
  OpenApiDocument: z.looseObject({ openapi: z.string(), info: z.looseObject({}) }),
  /** The reference page (GET /api/docs). */
  Html: z.string(),
  /** A citation file or a formatted reference: BibTeX, RIS, EndNote, or text in a style. */
  CitationText: z.string(),
  /** CSL-JSON (Zotero's and citeproc's format): an array of items. */
  CslJson: z.array(z.looseObject({ id: z.string(), type: z.string() })),
  /** One CSL-JSON item (what DOI content negotiation answers). */
  CslItem: z.looseObject({ id: z.string(), type: z.string() }),
  /** schema.org JSON-LD. */
  JsonLd: z.looseObject({ '@context': z.string(), '@type': z.string() }),
} satisfies Record<string, z.ZodType>;

export type InputSchemaName = keyof typeof INPUT_SCHEMAS;
export type OutputSchemaName = keyof typeof OUTPUT_SCHEMAS;

export type JsonSchema = Record<string, unknown>;

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/**
 * zod writes the safe-integer range on every `.int()`; it says nothing a
 * reader needs, so it is left out (a bound the contracts set stays).
 */
function withoutSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === -SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === SAFE_INTEGER) delete jsonSchema.maximum;
}

function named(
  schemas: Record<string, z.ZodType>,
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: generated } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    // Refinements (a year up to this one, matching passwords) are checked by the server, not described.
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: withoutSafeIntegerBounds,
  });
  // Each is a component of one document, not a document of its own.
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]),
  );
}

/** JSON Schema (2020-12, OpenAPI 3.1's dialect) of one contracts schema, unnamed (path parameters). */
export function inlineSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: withoutSafeIntegerBounds,
  });
  return rest;
}

/** `components.schemas`: every input and output schema, generated from contracts. */
export function componentSchemas(): Record<string, JsonSchema> {
  return { ...named(INPUT_SCHEMAS, 'input'), ...named(OUTPUT_SCHEMAS, 'output') };
}

export const ref = (name: InputSchemaName | OutputSchemaName) => ({
  $ref: `#/components/schemas/${name}`,
});
