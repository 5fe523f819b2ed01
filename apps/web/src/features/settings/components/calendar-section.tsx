import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton, buttonClassName } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCalendarFeeds } from '../api/get-calendar-feeds';
import { useResetCalendarFeeds } from '../api/reset-calendar-feeds';
import { SettingsSection } from './settings-section';
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
function FeedAddress({ label, hint, url }: { label: string; hint: string; url: string }) {
  const inputId = useId();
  const hintId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.feed}>
      <label htmlFor={inputId}>{label}</label>
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
          aria-label={`Copy ${label} address`}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={webcalAddress(url)}
          aria-label={`Subscribe to ${label} in your calendar app`}
        >
          Subscribe
        </a>
      </div>
      <div role="status">{copied ? <p className={styles.success}>Copied.</p> : null}</div>
    </div>
  );
}

/**
 * Settings > Calendar: private iCalendar addresses to subscribe to in Google Calendar, Apple
 * Calendar or Outlook, one for the cook's whole timeline and one per hearth. Anyone with an
 * address reads that calendar, so "Reset link" replaces them all and the old ones stop at once.
 */
export function CalendarSection() {
  const feeds = useCalendarFeeds();
  const reset = useResetCalendarFeeds();

  const [confirm, confirmDialog] = useConfirm();

  async function confirmReset() {
    const sure = await confirm({
      title: 'Reset calendar links',
      question: 'Reset your calendar links? Calendars subscribed with the old links stop updating until you add the new ones.',
      confirmLabel: 'Reset link',
    });
    if (sure) reset.mutate();
  }

  return (
    <SettingsSection
      title="Calendar"
      lead="See your meals in Google Calendar, Apple Calendar or Outlook: subscribe to a calendar by address (from URL) and paste one of these. Keep them private: anyone with an address can read that calendar."
    >
      {feeds.isPending ? <StatusMessage>Loading your calendar links...</StatusMessage> : null}
      {feeds.isError ? <Alert>Your calendar links could not be loaded. Please try again later.</Alert> : null}
      {feeds.data ? (
        <>
          <FeedAddress
            label="Your meals"
            hint="Everything on your timeline: your own meals and your hearths'."
            url={feeds.data.personal_url}
          />
          {feeds.data.hearths.map((feed) => (
            <FeedAddress key={feed.hearth_id} label={feed.name} hint="This hearth's meals, for everyone who cooks there." url={feed.url} />
          ))}
          <p className={styles.hint}>
            Calendars show meals from six months back to a year ahead; calendar apps check for changes every few hours.
          </p>
          {reset.isError ? <Alert>Your calendar links could not be reset. Please try again.</Alert> : null}
          <PendingButton variant="secondary" onClick={() => void confirmReset()} pending={reset.isPending} pendingLabel="Resetting...">
            Reset link
          </PendingButton>
          {confirmDialog}
          <div role="status">{reset.isSuccess ? <p className={styles.success}>New links made. The old ones no longer work.</p> : null}</div>
        </>
      ) : null}
    </SettingsSection>
  );
}
