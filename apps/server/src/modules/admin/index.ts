/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export { hasAnyAccount } from './accounts.repository.js';
export { isLiveSignUpInvitation } from './sign-up-invitations.repository.js';
export { currentSignUpPolicy } from './sign-up-policy.repository.js';
