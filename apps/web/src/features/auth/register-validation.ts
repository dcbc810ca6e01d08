import { isValidOrcid, MESSAGES, registerForm, type RegisterForm } from '@thisoneforfree/contracts';

export type RegisterValues = Required<RegisterForm>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  confirmEmail: '',
  orcidId: '',
  institution: '',
  password: '',
  confirmPassword: '',
};

/**
 * Every message of SPEC §5 for the Register form, at once. The contracts
 * schema checks fields first and the "must match" rules only when every
 * field passes, so those two are added here too, and an ORCID iD that is
 * filled in must be well formed (the server would refuse it anyway).
 */
export function validateRegister(
  values: RegisterValues,
): Partial<Record<keyof RegisterValues, string>> {
  const errors: Partial<Record<keyof RegisterValues, string>> = {};
  const result = registerForm.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof RegisterValues | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (!errors.confirmEmail && values.email.trim() !== values.confirmEmail.trim()) {
    errors.confirmEmail = MESSAGES.validation.emailsMustMatch;
  }
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = MESSAGES.validation.passwordsMustMatch;
  }
  const orcid = values.orcidId.trim();
  if (!errors.orcidId && orcid !== '' && !isValidOrcid(orcid)) {
    errors.orcidId = MESSAGES.validation.orcidInvalid;
  }
  return errors;
}

/** Server field paths (registerInput) → form fields. */
export const SERVER_FIELD_TO_FORM: Record<string, keyof RegisterValues> = {
  username: 'username',
  email: 'email',
  password: 'password',
  institution: 'institution',
  orcidId: 'orcidId',
  name: 'firstName',
};
