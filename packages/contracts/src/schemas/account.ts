import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { emailSchema, passwordSchema, registerInput, resendVerificationInput } from './auth.js';

const v = MESSAGES.validation;

/**
 * A link token we generated (20 random bytes as lowercase base32); anything
 * else is refused before a lookup, with the message of its kind of link.
 */
function linkToken(message: string) {
  return z.string(message).regex(/^[a-z2-7]{16,128}$/, message);
}

export const resetTokenSchema = linkToken(MESSAGES.errors.resetLinkInvalid);
export const emailChangeTokenSchema = linkToken(MESSAGES.errors.emailChangeLinkInvalid);

/**
 * POST /api/password/forgot and auth.forgotPassword: a username or an email
 * address, as resending a verification email takes (a schema of its own, so
 * the API description names both).
 */
export const forgotPasswordInput = z.object({
  usernameOrEmail: resendVerificationInput.shape.usernameOrEmail,
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

/** POST /api/password/reset and auth.resetPassword: the emailed token and the new password. */
export const resetPasswordInput = z.object({ token: resetTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;

/** The reset page's form: the new password twice (the token comes from the link). */
export const resetPasswordForm = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, { message: v.passwordsMustMatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

/** POST /api/user/profile and account.updateProfile: the register form's rules for these fields. */
export const profileInput = registerInput.pick({ name: true, institution: true, orcidId: true });
export type ProfileInput = z.input<typeof profileInput>;

/** The account's password, typed to confirm a change: only its length is checked here. */
const currentPassword = z
  .string(v.currentPasswordRequired)
  .min(1, v.currentPasswordRequired)
  .max(LIMITS.passwordMax, v.passwordTooLong);

/** POST /api/user/password and account.changePassword. */
export const changePasswordInput = z.object({ currentPassword, newPassword: passwordSchema });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Settings' change password form: the new password twice. */
export const changePasswordForm = z
  .object({ currentPassword, newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: v.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

/** POST /api/user/email and account.changeEmail: the new address is used once its link is opened. */
export const changeEmailInput = z.object({ currentPassword, email: emailSchema });
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

/** POST /api/user/email/confirm and account.confirmEmailChange: the token of the link sent to the new address. */
export const confirmEmailChangeInput = z.object({ token: emailChangeTokenSchema });
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeInput>;

/** POST /api/user/delete and account.delete: the password, and the username typed out. */
export const deleteAccountInput = z.object({
  password: z.string(v.required).min(1, v.required).max(LIMITS.passwordMax, v.passwordTooLong),
  username: z
    .string(v.confirmUsernameRequired)
    .trim()
    .min(1, v.confirmUsernameRequired)
    .max(LIMITS.usernameMax, v.confirmUsernameMismatch),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;
