import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, emailMatches } from './account.js';
import { accountImportSchema, exportFileName } from './account-export.js';
import { parseTheme } from './theme.js';

describe('changePasswordFormSchema', () => {
  const valid = { currentPassword: 'old secret', newPassword: 'new secret', confirmPassword: 'new secret' };

  it('accepts a new password of 6 or more characters typed twice', () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['a short new password', { newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    ['a mistyped confirmation', { confirmPassword: 'new secreT' }, 'Passwords do not match'],
    ['no current password', { currentPassword: '' }, 'Enter your current password'],
    [
      'the same password again',
      { newPassword: 'old secret', confirmPassword: 'old secret' },
      'Choose a password different from your current one',
    ],
  ])('refuses %s', (_case, change, message) => {
    const result = changePasswordFormSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('emailMatches', () => {
  it('ignores case and surrounding spaces, nothing else', () => {
    expect(emailMatches('  Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(emailMatches('ada@example.co', 'ada@example.com')).toBe(false);
  });
});

describe('parseTheme', () => {
  it('reads the three themes and falls back to system', () => {
    expect(['light', 'dark', 'system', 'neon', null].map(parseTheme)).toEqual(['light', 'dark', 'system', 'system', 'system']);
  });
});

describe('accountImportSchema', () => {
  it('fills what a hand-written file leaves out', () => {
    const parsed = accountImportSchema.parse({
      format: 'the-hearth-export',
      version: 1,
      dishes: [{ id: 4, dishName: 'Soup' }],
      meals: [{ date: '2026-01-02', meal_type: 'Lunch', meal_status: 'eaten', dish_id: 4, notes: '  ' }],
    });
    expect(parsed.meals).toEqual([
      { date: '2026-01-02T12:00:00.000Z', meal_type: 'Lunch', meal_status: 'eaten', dish_id: 4, dish_name: null, notes: null },
    ]);
    expect(parsed.dishes[0]).toMatchObject({ id: 4, dishName: 'Soup', tags: [], ingredients: [] });
  });
});

describe('exportFileName', () => {
  it('names the file after the day it was made', () => {
    expect(exportFileName(new Date('2026-11-21T23:59:00.000Z'))).toBe('the-hearth-export-2026-11-21.json');
  });
});
