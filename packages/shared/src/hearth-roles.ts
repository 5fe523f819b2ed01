/** Hearth roles and limits without zod, for screens that only need to know who may do what. */

/** owner: everything; member: plan, edit and shop the hearth's meals; viewer: read only. */
export const HEARTH_ROLES = ['owner', 'member', 'viewer'] as const;
export type HearthRole = (typeof HEARTH_ROLES)[number];

export const HEARTH_NAME_MAX = 100;
/** How long an invitation link works. */
export const INVITE_LIFETIME_DAYS = 7;

/**
 * Who may do what in a hearth, by role: the one definition the server's access module
 * (apps/server/src/access/) and the screens both ask. `undefined` is someone outside it.
 */

/** Everyone in the hearth reads its plan and its members. */
export function canReadHearth(role: HearthRole | undefined): role is HearthRole {
  return role !== undefined;
}

/** Owners and members plan meals in the hearth and change or shop them; viewers only read. */
export function canPlanIn(role: HearthRole | undefined): boolean {
  return role === 'owner' || role === 'member';
}

/** Owners manage the hearth: its name and dates, members, invitation links, deleting it. */
export function canManageHearth(role: HearthRole | undefined): boolean {
  return role === 'owner';
}
