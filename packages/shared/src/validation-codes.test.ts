import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changePasswordFormSchema } from './account.js';
import { registerFormSchema, signInSchema, updateProfileSchema } from './auth.js';
import { hearthCreateSchema } from './hearths.js';
import { describeIssue } from './validation-codes.js';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return parsed.error.issues.map((issue) => ({ ...describeIssue(issue), message: issue.message }));
};

describe('describeIssue', () => {
  it('gives the sign-up form a code and values per problem, beside the English it always had', () => {
    expect(issuesOf(registerFormSchema, { username: ' ', email: 'not-an-email', password: 'abc', confirmPassword: 'abd' })).toEqual([
      { field: 'username', code: 'required', params: {}, message: 'Username is required' },
      { field: 'email', code: 'invalidEmail', params: {}, message: 'Enter a valid email address' },
      { field: 'password', code: 'tooShort', params: { minimum: 6 }, message: 'Password must be at least 6 characters' },
      { field: 'confirmPassword', code: 'passwordsDiffer', params: {}, message: 'Passwords do not match' },
    ]);
    expect(
      issuesOf(registerFormSchema, { username: 'Ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual([{ field: 'confirmPassword', code: 'passwordsDiffer', params: {}, message: 'Passwords do not match' }]);
  });

  it('reads lengths, choices, types and missing values', () => {
    expect(issuesOf(updateProfileSchema, { username: 'x'.repeat(51), avatarUrl: 'javascript:alert(1)' })).toEqual([
      { field: 'username', code: 'tooLong', params: { maximum: 50 }, message: 'Username must be at most 50 characters' },
      { field: 'avatarUrl', code: 'invalidUrl', params: {}, message: 'Must be an http:// or https:// URL' },
    ]);
    expect(issuesOf(signInSchema, { email: 'a@example.com', password: '' })[0]).toMatchObject({ field: 'password', code: 'required' });
    expect(issuesOf(z.object({ tags: z.array(z.string()).max(2) }), { tags: ['a', 'b', 'c'] })[0]).toMatchObject({
      field: 'tags',
      code: 'tooMany',
      params: { maximum: 2 },
    });
    expect(issuesOf(z.object({ servings: z.number().min(1) }), { servings: 0 })[0]).toMatchObject({
      code: 'tooSmall',
      params: { minimum: 1 },
    });
    expect(issuesOf(z.object({ servings: z.number() }), { servings: 'four' })[0]).toMatchObject({ code: 'notANumber' });
    expect(issuesOf(z.object({ type: z.enum(['a', 'b']) }), { type: 'c' })[0]).toMatchObject({ code: 'notAChoice' });
  });

  it('takes a refinement’s own code, and names the field of a nested list by its key', () => {
    expect(issuesOf(changePasswordFormSchema, { currentPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual([
      { field: 'newPassword', code: 'passwordUnchanged', params: {}, message: 'Choose a password different from your current one' },
    ]);
    expect(issuesOf(hearthCreateSchema, { name: 'Home', startDate: '2026-11-24', endDate: '2026-11-23' })[0]).toMatchObject({
      field: 'endDate',
      code: 'endBeforeStart',
    });
    expect(describeIssue({ code: 'too_small', origin: 'string', minimum: 1, path: ['ingredients', 2, 'item'] })).toEqual({
      field: 'item',
      code: 'required',
      params: {},
    });
  });
});
