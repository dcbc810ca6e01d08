import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  deleteAccountInput,
  profileInput,
} from '@thisoneforfree/contracts';
import { deleteAccount } from '../../services/account/delete.js';
import { confirmEmailChange, requestEmailChange } from '../../services/account/email.js';
import { exportAccount } from '../../services/account/export.js';
import { changePassword } from '../../services/account/password.js';
import { updateProfile } from '../../services/account/profile.js';
import { listSessions, revokeOtherSessions } from '../../services/account/sessions.js';
import { limited, protectedProcedure, publicProcedure, router } from '../trpc.js';

/** Settings, Account (the same services as REST's rest/account.ts; tRPC takes only the session cookie). */
export const accountRouter = router({
  updateProfile: protectedProcedure
    .use(limited('accountWrite'))
    .input(profileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.services, ctx.user, input)),

  changePassword: protectedProcedure
    .use(limited('passwordCheck', { perUser: true }))
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.services, ctx.user, ctx.session.id, input)),

  changeEmail: protectedProcedure
    .use(limited('passwordCheck', { perUser: true }))
    .input(changeEmailInput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx.services, ctx.user, input)),

  /** The link sent to the new address; works logged in or not (the token is the proof). */
  confirmEmailChange: publicProcedure
    .use(limited('emailedLink'))
    .input(confirmEmailChangeInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.services, input)),

  sessions: protectedProcedure.query(({ ctx }) =>
    listSessions(ctx.services, ctx.user, ctx.session.id),
  ),

  revokeOtherSessions: protectedProcedure
    .use(limited('accountWrite'))
    .mutation(({ ctx }) => revokeOtherSessions(ctx.services, ctx.user, ctx.session.id)),

  export: protectedProcedure.query(({ ctx }) => exportAccount(ctx.services, ctx.user)),

  delete: protectedProcedure
    .use(limited('passwordCheck', { perUser: true }))
    .input(deleteAccountInput)
    .mutation(async ({ ctx, input }) => {
      await deleteAccount(ctx.services, ctx.user, input);
      ctx.clearSessionCookie();
      return { success: true as const };
    }),
});
