import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton, buttonClassName } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCalendarFeeds } from '../api/get-calendar-feeds';
import { useResetCalendarFeeds } from '../api/reset-calendar-feeds';
import { SettingsSection } from './settings-section';
import { useI18n } from '../i18n';
import styles from './settings.module.css';

/**
 * The same address for a calendar app to open: a webcal:// link makes Apple Calendar, Outlook
 * and Thunderbird offer to subscribe (they fetch it over https, or http for a plain-http
 * server), where an https:// link would only download the file once.
 */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

/** One address, in a box that selects it whole, with a Copy button and a Subscribe link. */
function FeedAddress({ label, hint, url, typed = false }: { label: string; hint: string; url: string; typed?: boolean }) {
  const { i18n } = useI18n();
  const inputId = useId();
  const hintId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.feed}>
      <label htmlFor={inputId} translate={typed ? 'no' : undefined}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.feedRow}>
        <input
          id={inputId}
          className={controlClassName}
          readOnly
          value={url}
          aria-describedby={hintId}
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="secondary"
          aria-label={i18n._('settings.calendar.copyLabel', { name: label })}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {i18n._('settings.calendar.copy')}
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={webcalAddress(url)}
          aria-label={i18n._('settings.calendar.subscribeLabel', { name: label })}
        >
          {i18n._('settings.calendar.subscribe')}
        </a>
      </div>
      <div role="status">{copied ? <p className={styles.success}>{i18n._('settings.calendar.copied')}</p> : null}</div>
    </div>
  );
}

/**
 * Settings > Calendar: private iCalendar addresses to subscribe to in Google Calendar, Apple
 * Calendar or Outlook, one for the cook's whole timeline and one per hearth. Anyone with an
 * address reads that calendar, so "Reset link" replaces them all and the old ones stop at once.
 */
export function CalendarSection() {
  const { i18n } = useI18n();
  const feeds = useCalendarFeeds();
  const reset = useResetCalendarFeeds();

  const [confirm, confirmDialog] = useConfirm();

  async function confirmReset() {
    const sure = await confirm({
      title: i18n._('settings.calendar.resetTitle'),
      question: i18n._('settings.calendar.resetQuestion'),
      confirmLabel: i18n._('settings.calendar.reset'),
    });
    if (sure) reset.mutate();
  }

  return (
    <SettingsSection title={i18n._('settings.calendar.title')} lead={i18n._('settings.calendar.lead')}>
      {feeds.isPending ? <StatusMessage>{i18n._('settings.calendar.loading')}</StatusMessage> : null}
      {feeds.isError ? <Alert>{i18n._('settings.calendar.loadFailed')}</Alert> : null}
      {feeds.data ? (
        <>
          <FeedAddress
            label={i18n._('settings.calendar.personal')}
            hint={i18n._('settings.calendar.personalHint')}
            url={feeds.data.personal_url}
          />
          {feeds.data.hearths.map((feed) => (
            <FeedAddress key={feed.hearth_id} label={feed.name} typed hint={i18n._('settings.calendar.hearthHint')} url={feed.url} />
          ))}
          <p className={styles.hint}>{i18n._('settings.calendar.window')}</p>
          {reset.isError ? <Alert>{i18n._('settings.calendar.resetFailed')}</Alert> : null}
          <PendingButton
            variant="secondary"
            onClick={() => void confirmReset()}
            pending={reset.isPending}
            pendingLabel={i18n._('settings.calendar.resetting')}
          >
            {i18n._('settings.calendar.reset')}
          </PendingButton>
          {confirmDialog}
          <div role="status">{reset.isSuccess ? <p className={styles.success}>{i18n._('settings.calendar.resetDone')}</p> : null}</div>
        </>
      ) : null}
    </SettingsSection>
  );
}
