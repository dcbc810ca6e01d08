import { type FormErrors, schemaResolver } from '@mantine/form';
import { isValidOrcid, MESSAGES, registerForm, type RegisterForm } from '@thisoneforfree/contracts';
import { z } from 'zod';

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
 * Rules across fields, read from the form as typed: the two "must match"
 * rules and a filled-in ORCID iD's form (the server would refuse it).
 */
const crossFieldRules = z
  .object({
    email: z.string(),
    confirmEmail: z.string(),
    orcidId: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine((form) => form.email.trim() === form.confirmEmail.trim(), {
    message: MESSAGES.validation.emailsMustMatch,
    path: ['confirmEmail'],
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.validation.passwordsMustMatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.orcidId.trim() === '' || isValidOrcid(form.orcidId.trim()), {
    message: MESSAGES.validation.orcidInvalid,
    path: ['orcidId'],
  });

const formErrors = schemaResolver(registerForm, { sync: true });
const crossFieldErrors = schemaResolver(crossFieldRules, { sync: true });

/**
 * The Register form's validation (Mantine `validate`), every message of
 * SPEC §5 at once: contracts' `registerForm`, and the cross-field rules above,
 * which it leaves out or checks only once every field passes (zod skips an
 * object's refinements after a failed field, such as a username with a
 * space). A field's own message comes before a "must match".
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
