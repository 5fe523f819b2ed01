import { admin } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';

/**
 * What an admin may do through the auth library: list and look up accounts, make or unmake
 * admins, disable and re-enable accounts, and end their sessions. Not in the list, so refused
 * by the library itself: impersonating someone, creating accounts, setting a password for
 * someone, changing someone's e-mail, or deleting an account (the admin screen deletes through
 * our own deletion, which hands hearths over first).
 */
const accessControl = createAccessControl(defaultStatements);
const roles = {
  admin: accessControl.newRole({ user: ['list', 'get', 'set-role', 'ban'], session: ['list', 'revoke'] }),
  user: accessControl.newRole({ user: [], session: [] }),
};

/** Paths of the admin plugin and of password resets that only our own routes call (auth.api), never a browser. */
export const SERVER_ONLY_AUTH_PATHS = /^\/(admin\/|request-password-reset$)/;

export const DISABLED_ACCOUNT_MESSAGE = 'This account has been disabled. Ask the person who runs this server.';

/** The auth library's admin plugin, with our column names. */
export function adminPlugin() {
  return admin({
    ac: accessControl,
    roles,
    adminRoles: ['admin'],
    defaultRole: 'user',
    bannedUserMessage: DISABLED_ACCOUNT_MESSAGE,
    schema: {
      user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
      session: { fields: { impersonatedBy: 'impersonated_by' } },
    },
  });
}
