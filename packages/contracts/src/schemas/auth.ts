import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { isValidOrcid } from '../orcid.js';

const v = MESSAGES.validation;

/** Empty string (no ORCID) or four groups of four digits, the last character may be X. */
export const orcidIdSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidOrcid(value), v.orcidInvalid);

/**
 * Letters a-z (either case), digits, ".", "-" and "_": no "@" (login takes a
 * username or an email address), and nothing that looks like another name
 * (invisible, right-to-left or look-alike characters). Unique regardless of case.
 */
const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]*$/;

/** No spaces (said first), then only the characters above. */
function usernameCharacters(schema: z.ZodString) {
  return schema
    .refine((value) => !/\s/.test(value), { message: v.usernameNoSpaces, abort: true })
    .refine((value) => USERNAME_CHARACTERS.test(value), v.usernameCharacters);
}

export const usernameSchema = usernameCharacters(
  z
    .string(v.usernameRequired)
    .trim()
    .min(1, v.usernameRequired)
    .max(LIMITS.usernameMax, v.usernameTooLong),
);

export const emailSchema = z
  .string(v.emailInvalid)
  .trim()
  .max(LIMITS.emailMax, v.emailInvalid)
  .pipe(z.email(v.emailInvalid));

export const passwordSchema = z
  .string(v.passwordMin)
  .min(LIMITS.passwordMin, v.passwordMin)
  .max(LIMITS.passwordMax, v.passwordTooLong);

/** What POST /api/register and auth.register accept (SPEC §7). */
export const registerInput = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  orcidId: orcidIdSchema.optional().default(''),
  institution: z
    .string(v.institutionRequired)
    .trim()
    .min(1, v.institutionRequired)
    .max(LIMITS.institutionMax, v.institutionTooLong),
  name: z.string(v.nameRequired).trim().min(1, v.nameRequired).max(LIMITS.nameMax, v.nameTooLong),
});
export type RegisterInput = z.input<typeof registerInput>;

/**
 * The Register form of SPEC §5. Confirm fields and separate names stay in the
 * browser; `registerFormToInput` builds what is sent.
 */
const emailsMatch = (form: { email: string; confirmEmail: string }) =>
  form.email.trim() === form.confirmEmail.trim();
const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;

export const registerForm = z
  .object({
    firstName: z.string().trim().min(1, v.firstNameRequired),
    lastName: z.string().trim().min(1, v.lastNameRequired),
    username: usernameCharacters(z.string().trim().min(1, v.usernameRequired)),
    email: z.string().trim().pipe(z.email(v.emailInvalid)),
    confirmEmail: z.string().trim().pipe(z.email(v.emailInvalid)),
    orcidId: z.string().trim(),
    institution: z.string().trim().min(1, v.institutionRequired),
    password: z.string().min(LIMITS.passwordMin, v.passwordMin),
    confirmPassword: z.string(),
  })
  .refine(emailsMatch, { message: v.emailsMustMatch, path: ['confirmEmail'] })
  .refine(passwordsMatch, { message: v.passwordsMustMatch, path: ['confirmPassword'] });

/**
 * The Register form's rules across fields, on the form as typed: the two
 * "must match" rules and a filled-in ORCID iD's form (the server would refuse
 * it). `registerForm` checks the matches only once every field passes (zod
 * skips an object's refinements after a failed field), so a form that shows
 * every message at once runs this beside it.
 */
export const registerFormMatches = z
  .object({
    email: z.string(),
    confirmEmail: z.string(),
    orcidId: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine(emailsMatch, { message: v.emailsMustMatch, path: ['confirmEmail'] })
  .refine(passwordsMatch, { message: v.passwordsMustMatch, path: ['confirmPassword'] })
  .refine((form) => orcidIdSchema.safeParse(form.orcidId).success, {
    message: v.orcidInvalid,
    path: ['orcidId'],
  });
export type RegisterForm = z.input<typeof registerForm>;

export function registerFormToInput(form: z.output<typeof registerForm>): RegisterInput {
  return {
    username: form.username,
    password: form.password,
    email: form.email,
    orcidId: form.orcidId,
    institution: form.institution,
    name: `${form.firstName} ${form.lastName}`,
  };
}

/** Login has no client validation (SPEC §5); the server only needs two strings. */
export const loginInput = z.object({
  username: z.string(v.required).max(LIMITS.emailMax, v.invalidInput),
  password: z.string(v.required).max(LIMITS.passwordMax, v.invalidInput),
});
export type LoginInput = z.input<typeof loginInput>;

/** Resend verification: a username or an email address. */
export const resendVerificationInput = z.object({
  usernameOrEmail: z
    .string(v.required)
    .trim()
    .min(1, v.required)
    .max(LIMITS.emailMax, v.invalidInput),
});
export type ResendVerificationInput = z.input<typeof resendVerificationInput>;

/** Verification tokens are base32 strings we generate; anything else is refused early. */
export const verificationTokenSchema = z
  .string()
  .regex(/^[a-z2-7]{16,128}$/, MESSAGES.errors.verificationInvalid);
