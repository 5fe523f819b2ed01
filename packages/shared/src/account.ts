import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, passwordSchema } from './auth.js';
import { limitedText } from './field-schemas.js';
import { LOCALES } from './locales.js';
import { PUT_IN_PANTRY_CHOICES } from './put-in-pantry-choice.js';
import { THEMES } from './theme.js';
import { UNIT_SYSTEMS } from './unit-system-choice.js';
import { withCode } from './validation-codes.js';

export const themeSchema = z.enum(THEMES, { error: 'Theme must be light, dark or system' });

/** "Show quantities in: As written / US / Metric", kept on the account like the theme. */
export const unitSystemSchema = z.enum(UNIT_SYSTEMS, { error: 'Units must be as-written, us or metric' });

/** Settings' "What I check off": kept on the account like the units. */
export const putInPantrySchema = z.enum(PUT_IN_PANTRY_CHOICES, { error: 'Put in pantry must be ask or always' });

/** Settings' "Language": one of the product's languages; null follows the browser's. */
export const languageSchema = z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` }).nullable();

/** The Settings form; the server only sees currentPassword and newPassword. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, withCode('passwordsDiffer', 'Passwords do not match', ['confirmPassword']))
  .refine(
    (form) => form.newPassword !== form.currentPassword,
    withCode('passwordUnchanged', 'Choose a password different from your current one', ['newPassword']),
  );
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/**
 * DELETE /api/account: the person types their e-mail address to confirm, and their password
 * (an account that signs in with Google only needs a sign-in in the last few minutes instead).
 */
export const deleteAccountSchema = z.object({
  confirmEmail: limitedText(EMAIL_MAX_LENGTH).min(1, 'Type your e-mail address to confirm'),
  password: z.string().max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`).optional(),
});

/** How recent a sign-in must be to delete an account that has no password. */
export const FRESH_SIGN_IN_MINUTES = 10;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** E-mail addresses are compared without case and surrounding spaces, as the auth service stores them. */
export function emailMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
