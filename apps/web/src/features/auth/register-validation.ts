import { type FormErrors, schemaResolver } from '@mantine/form';
import { registerForm, type RegisterForm, registerFormMatches } from '@thisoneforfree/contracts';

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

const formErrors = schemaResolver(registerForm, { sync: true });
const crossFieldErrors = schemaResolver(registerFormMatches, { sync: true });

/**
 * The Register form's validation (Mantine `validate`), every message of
 * SPEC §5 at once: contracts' `registerForm`, and its rules across fields
 * (`registerFormMatches`), which `registerForm` checks only once every field
 * passes. A field's own message comes before a "must match".
 */
export function validateRegister(values: RegisterValues): FormErrors {
  return { ...crossFieldErrors(values), ...formErrors(values) };
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
