import type { I18n } from '@lingui/core';
import type { HearthRole } from '@hearth/shared/hearth-roles';

const ROLE_IDS: Readonly<Record<HearthRole, string>> = {
  owner: /*i18n*/ 'hearths.role.owner',
  member: /*i18n*/ 'hearths.role.member',
  viewer: /*i18n*/ 'hearths.role.viewer',
};

/** "owner", "Mitglied": a hearth role in the shown language (the server keeps the English word). */
export function roleName(i18n: I18n, role: HearthRole): string {
  return i18n._(ROLE_IDS[role]);
}
