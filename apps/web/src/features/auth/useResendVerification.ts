import { MESSAGES } from '@thisoneforfree/contracts';
import { statusErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/**
 * Sends the signed-in user a new verification link. The server answers the
 * same sentence whatever happens (it tells nobody who has an account), so
 * the user is told where the link went instead; a failure (429) is a toast.
 */
export function useResendVerification(email: string) {
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () =>
      notify.success(MESSAGES.toasts.verificationSentTitle, `We sent a new link to ${email}.`),
    onError: (error) => notify.error(MESSAGES.toasts.verificationFailed, statusErrorMessage(error)),
  });
  return {
    send: () => resend.mutate({ usernameOrEmail: email }),
    isPending: resend.isPending,
    isSent: resend.isSuccess,
  };
}
