import { z } from 'zod';
import { URL_MAX_LENGTH, isHttpUrl } from './urls.js';
import { withCode } from './validation-codes.js';

/**
 * An optional link typed by a person: empty, or an absolute http(s) URL.
 * Anything else (javascript:, data:, relative paths) is refused rather than silently dropped.
 */
export const optionalHttpUrl = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, `Must be at most ${URL_MAX_LENGTH} characters`)
  .refine((value) => value === '' || isHttpUrl(value), withCode('invalidUrl', 'Must be an http:// or https:// URL'));

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'));

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The register form adds a second password box; the server never sees it. */
export const registerFormSchema = signUpSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, withCode('passwordsDiffer', 'Passwords do not match', ['confirmPassword']));
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

/** Choosing a new password from an admin's reset link: the password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const updateProfileSchema = z.object({
  username: usernameSchema,
  avatarUrl: optionalHttpUrl,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
