import { describe, expect, test } from 'vitest';
import {
  changeEmailInput,
  changePasswordForm,
  deleteAccountInput,
  MESSAGES,
  profileInput,
  resetPasswordForm,
  resetPasswordInput,
} from './index.js';

const v = MESSAGES.validation;

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('account inputs', () => {
  test('the profile follows the register rules: name and institution required, ORCID empty or well formed', () => {
    expect(
      messagesOf(profileInput.safeParse({ name: ' ', institution: '', orcidId: '1' })),
    ).toEqual([v.nameRequired, v.institutionRequired, v.orcidInvalid]);
    expect(
      profileInput.parse({ name: ' Ada ', institution: 'UCL', orcidId: '0000-0002-1825-0097' }),
    ).toEqual({ name: 'Ada', institution: 'UCL', orcidId: '0000-0002-1825-0097' });
    expect(profileInput.parse({ name: 'Ada', institution: 'UCL' }).orcidId).toBe('');
  });

  test('a reset needs a token of our form and a password of at least 8 characters', () => {
    expect(messagesOf(resetPasswordInput.safeParse({ token: 'x/y', password: 'short' }))).toEqual([
      MESSAGES.errors.resetLinkInvalid,
      v.passwordMin,
    ]);
    expect(
      resetPasswordInput.safeParse({ token: 'a'.repeat(32), password: 'long enough' }).success,
    ).toBe(true);
  });

  test('the reset and change-password forms want the new password twice', () => {
    expect(
      messagesOf(
        resetPasswordForm.safeParse({ password: 'long enough', confirmPassword: 'other' }),
      ),
    ).toEqual([v.passwordsMustMatch]);
    expect(
      messagesOf(
        changePasswordForm.safeParse({
          currentPassword: '',
          newPassword: 'long enough',
          confirmPassword: 'long enough',
        }),
      ),
    ).toEqual([v.currentPasswordRequired]);
  });

  test('a new email address must be one, and the current password is asked', () => {
    expect(messagesOf(changeEmailInput.safeParse({ currentPassword: '', email: 'nope' }))).toEqual([
      v.currentPasswordRequired,
      v.emailInvalid,
    ]);
  });

  test('deleting asks for the password and the username typed out', () => {
    expect(messagesOf(deleteAccountInput.safeParse({ password: '', username: '  ' }))).toEqual([
      v.required,
      v.confirmUsernameRequired,
    ]);
    expect(deleteAccountInput.parse({ password: 'pw', username: ' ada ' }).username).toBe('ada');
  });
});
