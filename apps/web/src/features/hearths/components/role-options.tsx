import { HEARTH_ROLES } from '@hearth/shared/hearth-roles';
import { useI18n } from '../i18n';
import { roleName } from './role-names';

/** One <option> per hearth role, its value the role and its text the role's name in the shown language. */
export function RoleOptions() {
  const { i18n } = useI18n();
  return HEARTH_ROLES.map((role) => (
    <option key={role} value={role}>
      {roleName(i18n, role)}
    </option>
  ));
}
