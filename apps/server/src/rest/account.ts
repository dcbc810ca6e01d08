import type { FastifyInstance } from 'fastify';
import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  deleteAccountInput,
  MESSAGES,
  profileInput,
} from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import { clearSessionCookie } from '../plugins/session.js';
import { deleteAccount } from '../services/account/delete.js';
import { confirmEmailChange, requestEmailChange } from '../services/account/email.js';
import { exportAccount, exportFileName } from '../services/account/export.js';
import { changePassword } from '../services/account/password.js';
import { updateProfile } from '../services/account/profile.js';
import { listSessions, revokeOtherSessions } from '../services/account/sessions.js';
import type { Services } from '../services/context.js';
import { body, requireSession, requireUser } from './handler.js';

const sessionOnly = MESSAGES.errors.tokenCannotManageAccount;

/**
 * Settings, Account (issue 13). A personal access token may edit the profile
 * (with `read write`) and download the data (any scope), as a script of the
 * owner's would; changing the password or email, listing or ending sessions
 * and deleting the account take the session cookie (403 with a token).
 */
export function accountRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  const secure = ctx.config.appOrigin.startsWith('https:');

  app.post('/api/user/profile', async (request) => {
    const user = requireUser(request);
    await limiter.check('accountWrite', request);
    return updateProfile(ctx, user, body(request, profileInput));
  });

  app.post('/api/user/password', async (request) => {
    const { user, session } = requireSession(request, sessionOnly);
    await limiter.check('passwordCheck', request, user.id);
    return changePassword(ctx, user, session.id, body(request, changePasswordInput));
  });

  app.post('/api/user/email', async (request) => {
    const { user } = requireSession(request, sessionOnly);
    await limiter.check('passwordCheck', request, user.id);
    return requestEmailChange(ctx, user, body(request, changeEmailInput));
  });

  app.post('/api/user/email/confirm', async (request) => {
    await limiter.check('emailedLink', request);
    return confirmEmailChange(ctx, body(request, confirmEmailChangeInput));
  });

  app.get('/api/user/sessions', (request) => {
    const { user, session } = requireSession(request, sessionOnly);
    return listSessions(ctx, user, session.id);
  });

  app.post('/api/user/sessions/revoke-others', async (request) => {
    const { user, session } = requireSession(request, sessionOnly);
    await limiter.check('accountWrite', request);
    return revokeOtherSessions(ctx, user, session.id);
  });

  app.get('/api/user/export', async (request, reply) => {
    const user = requireUser(request);
    const data = await exportAccount(ctx, user);
    return reply
      .header('Content-Disposition', `attachment; filename="${exportFileName(data)}"`)
      .send(data);
  });

  app.post('/api/user/delete', async (request, reply) => {
    const { user } = requireSession(request, sessionOnly);
    await limiter.check('passwordCheck', request, user.id);
    await deleteAccount(ctx, user, body(request, deleteAccountInput));
    clearSessionCookie(reply, secure);
    return { success: true };
  });
}
