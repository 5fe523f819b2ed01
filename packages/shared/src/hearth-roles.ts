/** Hearth roles and limits without zod, for screens that only need to know who may do what. */

/** owner: everything; member: plan, edit and shop the hearth's meals; viewer: read only. */
export const HEARTH_ROLES = ['owner', 'member', 'viewer'] as const;
export type HearthRole = (typeof HEARTH_ROLES)[number];

export const HEARTH_NAME_MAX = 100;
/** How long an invitation link works. */
export const INVITE_LIFETIME_DAYS = 7;

/** True when `role` may plan meals in the hearth and change or shop them. */
export function canPlanIn(role: HearthRole | undefined): boolean {
  return role === 'owner' || role === 'member';
}
