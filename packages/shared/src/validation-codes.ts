/**
 * What a validation problem is, as a stable code and its values, so the web app can say it in
 * the person's language while the schemas keep their English messages for API clients
 * (docs/decisions/0062). No zod here: it reads zod's issues by their shape.
 *
 * The code comes from zod's own description of the issue (a string too short is `tooShort`
 * with its `minimum`), or, for a rule a schema writes itself, from the refinement's
 * `params: { code }` (`passwordsDiffer`). The field is the issue's last named path key, so the web
 * can say "Password must be at least 6 characters" where a generic "Must be at least 6
 * characters" would do elsewhere.
 */
export interface IssueShape {
  code: string;
  path?: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  expected?: string;
  params?: Record<string, unknown>;
}

export type ValidationValue = string | number;

export interface DescribedIssue {
  /** The field the problem is in ("password"); empty for the whole body. */
  field: string;
  /** "required", "tooShort", "passwordsDiffer"... (the list is VALIDATION_CODES' keys plus refinements' own codes). */
  code: string;
  params: Record<string, ValidationValue>;
}

/** A refinement's issue with its code: `.refine(check, withCode('passwordsDiffer', 'Passwords do not match', ['confirmPassword']))`. */
export function withCode(code: string, message: string, path?: PropertyKey[]) {
  return { message, params: { code }, ...(path ? { path } : {}) };
}

function fieldOf(path: readonly PropertyKey[] | undefined): string {
  const named = [...(path ?? [])].reverse().find((key) => typeof key === 'string');
  return typeof named === 'string' ? named : '';
}

const bound = (value: number | bigint | undefined) => Number(value ?? 0);

function codeOf(issue: IssueShape): Omit<DescribedIssue, 'field'> {
  const ownCode = issue.params?.code;
  if (typeof ownCode === 'string') {
    const params = Object.fromEntries(
      Object.entries(issue.params ?? {}).filter(
        (entry): entry is [string, ValidationValue] =>
          entry[0] !== 'code' && (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
      ),
    );
    return { code: ownCode, params };
  }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return bound(issue.minimum) <= 1
          ? { code: 'required', params: {} }
          : { code: 'tooShort', params: { minimum: bound(issue.minimum) } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'tooFew', params: { minimum: bound(issue.minimum) } };
      return { code: 'tooSmall', params: { minimum: bound(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'tooLong', params: { maximum: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'tooMany', params: { maximum: bound(issue.maximum) } };
      return { code: 'tooBig', params: { maximum: bound(issue.maximum) } };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'invalidEmail' : issue.format === 'url' ? 'invalidUrl' : 'invalidFormat', params: {} };
    case 'invalid_type':
      // A form sends every field (an empty one as ""), so a wrong type comes from an API client or a number box.
      return { code: issue.expected === 'number' || issue.expected === 'int' ? 'notANumber' : 'invalid', params: {} };
    case 'invalid_value':
      return { code: 'notAChoice', params: {} };
    default:
      return { code: 'invalid', params: {} };
  }
}

/** The code and values of one validation problem (a zod issue, or one the API answered). */
export function describeIssue(issue: IssueShape): DescribedIssue {
  return { field: fieldOf(issue.path), ...codeOf(issue) };
}
