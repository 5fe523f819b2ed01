import type { SignUpPolicy } from '@hearth/shared/sign-in-rules';

/** Every word of the admin screen, kept together so it moves into the translation catalogs as one piece. */
export const adminMessages = {
  title: 'Admin',
  lead: 'Run this server: who has an account, who may sign up, and its backups.',
  notAdmin: 'Only an admin of this server can see this page.',

  accountsTitle: 'Accounts',
  accountsLead: 'Everyone with an account here, oldest first.',
  accountsLoading: 'Loading accounts...',
  settingsLoading: 'Loading settings...',
  accountsFailed: 'Could not load the accounts. Please try again.',
  you: 'You',
  adminBadge: 'Admin',
  disabledBadge: 'Disabled',
  joined: (date: string) => `Joined ${date}`,
  lastActive: (date: string | null) => (date ? `Last active ${date}` : 'Not signed in anywhere'),
  dishes: (count: number) => (count === 1 ? '1 dish' : `${count} dishes`),
  disable: 'Disable',
  disabling: 'Disabling...',
  enable: 'Re-enable',
  enabling: 'Re-enabling...',
  makeAdmin: 'Make admin',
  unmakeAdmin: 'Unmake admin',
  changingRole: 'Saving...',
  sendReset: 'Send password-reset link',
  sendingReset: 'Sending...',
  resetSent: (email: string) => `A link to choose a new password is on its way to ${email}.`,
  deleteAccount: 'Delete',
  deleting: 'Deleting...',
  confirmDelete: (name: string) =>
    `Delete ${name}'s account and everything in it (dishes, meals, lists)? Hearths they alone own pass to another member. This cannot be undone.`,
  confirmDisable: (name: string) =>
    `Disable ${name}'s account? They are signed out everywhere at once and cannot sign in until you re-enable it.`,
  actionFailed: 'That did not work. Please try again.',
  actionsFor: (name: string) => `Actions for ${name}`,

  signUpTitle: 'Sign-up',
  signUpLead: 'Who may create an account on this server.',
  signUpLegend: 'New accounts',
  policies: {
    open: { label: 'Open', hint: 'Anyone who can reach this server can create an account.' },
    invite: { label: 'By invitation', hint: 'Only someone with an invitation link (yours, or a hearth’s) can create an account.' },
    closed: { label: 'Closed', hint: 'Nobody can create an account. The people here keep theirs.' },
  } satisfies Record<SignUpPolicy, { label: string; hint: string }>,
  policySaving: 'Saving...',
  policySaved: 'Saved. New sign-ups follow it at once.',
  policyFailed: 'Could not change who may sign up. Please try again.',
  policyDefault: (policy: SignUpPolicy) => `The server was started with SIGN_UP=${policy}; the choice here wins.`,

  invitationsTitle: 'Invitation links',
  invitationsLead: 'Each link lets whoever opens it sign up for seven days, while sign-up is by invitation.',
  createInvitation: 'Create an invitation link',
  creatingInvitation: 'Creating...',
  newInvitation: 'New invitation link',
  copy: 'Copy',
  copied: 'Copied',
  invitationsLoading: 'Loading links...',
  noInvitations: 'No invitation links are open.',
  invitationLine: (by: string, made: string, until: string) => `Made by ${by} on ${made} · works until ${until}`,
  revoke: 'Revoke',
  revoking: 'Revoking...',
  revokeLabel: (made: string) => `Revoke the invitation link made on ${made}`,

  backupsTitle: 'Backups',
  backupsSchedule: (hours: number, keep: number) =>
    hours > 0
      ? `A backup is taken every ${hours === 1 ? 'hour' : `${hours} hours`}; the newest ${keep} are kept in BACKUP_DIR.`
      : `Scheduled backups are off (BACKUP_EVERY_HOURS=0); the newest ${keep} downloads are kept in BACKUP_DIR.`,
  newestBackup: (date: string, size: string) => `Newest: ${date} (${size}).`,
  noBackupYet: 'No backup has been taken yet.',
  download: 'Download a full backup',
  downloadHint: 'Everything on this server, pictures included, in one file. Restore it with npm run restore -- FILE.',
  postgres: 'This server keeps its data in PostgreSQL: back it up with pg_dump, which sees the whole database.',
};
