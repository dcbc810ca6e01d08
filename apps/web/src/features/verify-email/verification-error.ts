import { MESSAGES } from '@thisoneforfree/contracts';
import { TRPCClientError } from '@trpc/client';
import { fieldIssues } from '../../lib/errors';

/**
 * SPEC §8: the server's text when it answered, the fallback when it answered
 * without one, the network message when it did not answer at all.
 */
export function verificationErrorText(error: unknown): string {
  if (!(error instanceof TRPCClientError) || !error.data) {
    return MESSAGES.verification.networkError;
  }
  // A refused token comes back as a field issue ("token: …"); show just its message.
  const issue = fieldIssues(error).token;
  return issue ?? (error.message || MESSAGES.verification.failed);
}
