import { useMemo } from 'react';
import type { SignUpPolicy } from '@hearth/shared/sign-in-rules';
import { errorText } from '../../lib/errors/error-text';
import { formattingLocale } from '../../lib/i18n/locale-switch';
import { pseudoText } from '../../lib/i18n/pseudo-text';
import { useI18n } from './i18n';

/**
 * Every word of the admin screen in the shown language (this folder's catalog), kept together
 * in one place as before. Dates read "Nov 27, 2026" in English, the language's own short form
 * elsewhere, in the reader's time zone.
 */
export function useAdminMessages() {
  const { i18n, locale } = useI18n();
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(formattingLocale(locale), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    });
    const dates = new Intl.DateTimeFormat(formattingLocale(locale), { year: 'numeric', month: 'short', day: 'numeric' });
    const written = locale === 'pseudo' ? pseudoText : (text: string) => text;
    return {
      shortDate: (iso: string) => written(dates.format(new Date(iso))),
      /** A backup's size: "640 KB", "12.5 MB". */
      size: (bytes: number) =>
        bytes < 1024 * 1024
          ? i18n._('admin.backups.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) })
          : i18n._('admin.backups.megabytes', { size: decimal.format(bytes / (1024 * 1024)) }),
      /** A failed request's words in the shown language (errorText). */
      error: (error: unknown, fallback: string) => errorText(i18n, error, fallback),
      title: i18n._('admin.title'),
      lead: i18n._('admin.lead'),
      notAdmin: i18n._('admin.notAdmin'),

      accountsTitle: i18n._('admin.accounts.title'),
      accountsLead: i18n._('admin.accounts.lead'),
      accountsLoading: i18n._('admin.accounts.loading'),
      settingsLoading: i18n._('admin.settingsLoading'),
      accountsFailed: i18n._('admin.accounts.failed'),
      you: i18n._('admin.accounts.you'),
      adminBadge: i18n._('admin.accounts.adminBadge'),
      disabledBadge: i18n._('admin.accounts.disabledBadge'),
      joined: (date: string) => i18n._('admin.accounts.joined', { date }),
      lastActive: (date: string | null) => (date ? i18n._('admin.accounts.lastActive', { date }) : i18n._('admin.accounts.neverActive')),
      dishes: (count: number) => i18n._('admin.accounts.dishes', { count }),
      disable: i18n._('admin.accounts.disable'),
      disabling: i18n._('admin.accounts.disabling'),
      enable: i18n._('admin.accounts.enable'),
      enabling: i18n._('admin.accounts.enabling'),
      makeAdmin: i18n._('admin.accounts.makeAdmin'),
      unmakeAdmin: i18n._('admin.accounts.unmakeAdmin'),
      changingRole: i18n._('admin.saving'),
      sendReset: i18n._('admin.accounts.sendReset'),
      sendingReset: i18n._('admin.accounts.sendingReset'),
      resetSent: (email: string) => i18n._('admin.accounts.resetSent', { email }),
      deleteAccount: i18n._('admin.accounts.delete'),
      deleting: i18n._('admin.accounts.deleting'),
      confirmDelete: (name: string) => i18n._('admin.accounts.confirmDelete', { name }),
      confirmDisable: (name: string) => i18n._('admin.accounts.confirmDisable', { name }),
      actionFailed: i18n._('admin.actionFailed'),
      actionsFor: (name: string) => i18n._('admin.accounts.actionsFor', { name }),

      signUpTitle: i18n._('admin.signUp.title'),
      signUpLead: i18n._('admin.signUp.lead'),
      signUpLegend: i18n._('admin.signUp.legend'),
      policies: {
        open: { label: i18n._('admin.signUp.open'), hint: i18n._('admin.signUp.openHint') },
        invite: { label: i18n._('admin.signUp.invite'), hint: i18n._('admin.signUp.inviteHint') },
        closed: { label: i18n._('admin.signUp.closed'), hint: i18n._('admin.signUp.closedHint') },
      } satisfies Record<SignUpPolicy, { label: string; hint: string }>,
      policySaving: i18n._('admin.saving'),
      policySaved: i18n._('admin.signUp.saved'),
      policyFailed: i18n._('admin.signUp.failed'),
      policyDefault: (policy: SignUpPolicy) => i18n._('admin.signUp.default', { policy }),

      invitationsTitle: i18n._('admin.invitations.title'),
      invitationsLead: i18n._('admin.invitations.lead'),
      createInvitation: i18n._('admin.invitations.create'),
      creatingInvitation: i18n._('admin.invitations.creating'),
      newInvitation: i18n._('admin.invitations.new'),
      copy: i18n._('admin.invitations.copy'),
      copied: i18n._('admin.invitations.copied'),
      invitationsLoading: i18n._('admin.invitations.loading'),
      noInvitations: i18n._('admin.invitations.none'),
      invitationLine: (by: string, made: string, until: string) => i18n._('admin.invitations.line', { by, made, until }),
      revoke: i18n._('admin.invitations.revoke'),
      revoking: i18n._('admin.invitations.revoking'),
      revokeLabel: (made: string) => i18n._('admin.invitations.revokeLabel', { made }),

      backupsTitle: i18n._('admin.backups.title'),
      backupsSchedule: (hours: number, keep: number) =>
        hours > 0 ? i18n._('admin.backups.schedule', { hours, keep }) : i18n._('admin.backups.scheduleOff', { keep }),
      newestBackup: (date: string, size: string) => i18n._('admin.backups.newest', { date, size }),
      noBackupYet: i18n._('admin.backups.none'),
      download: i18n._('admin.backups.download'),
      downloadHint: i18n._('admin.backups.downloadHint'),
      postgres: i18n._('admin.backups.postgres'),
    };
  }, [i18n, locale]);
}
