/** How the test provider knows The Hearth (a registered client), and the group that makes admins. */
export const OIDC_CLIENT_ID = 'the-hearth';
export const OIDC_CLIENT_SECRET = 'the-hearth-client-secret-for-tests';
/** The group whose members the tests' servers make admins (OIDC_ADMIN_GROUP). */
export const OIDC_ADMIN_GROUP = 'hearth-admins';
