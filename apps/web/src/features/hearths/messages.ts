import type { I18n } from '@lingui/core';

/**
 * The words the hearth routes (app/routes/hearths.tsx, join.tsx, hearth-dashboard.tsx) show
 * around this feature's components, kept in this feature's catalog: a route calls
 * `hearthRouteTexts(i18n)` with this feature's `useI18n()`.
 */
export function hearthRouteTexts(i18n: I18n) {
  return {
    hearthsTitle: i18n._('hearths.page.title'),
    hearthsLead: i18n._('hearths.page.lead'),
    loadingInvitation: i18n._('hearths.invitation.loading'),
    invitationNotValid: i18n._('hearths.invitation.notValid'),
    loadingTimeline: i18n._('hearths.dashboard.loading'),
    notFound: i18n._('hearths.dashboard.notFound'),
    loadFailed: i18n._('hearths.dashboard.loadFailed'),
    deleteButton: i18n._('hearths.delete.title'),
    deleteFailed: i18n._('hearths.delete.failed'),
  };
}

/** The confirmation for deleting a hearth, asked on its dashboard. */
export function deleteHearthQuestion(i18n: I18n, hearth: string) {
  return {
    title: i18n._('hearths.delete.title'),
    question: i18n._('hearths.delete.question', { hearth }),
    confirmLabel: i18n._('hearths.delete.confirm'),
  };
}
