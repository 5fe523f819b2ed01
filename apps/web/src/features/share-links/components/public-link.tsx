import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { useRevokeShareLink, useSaveShareLink, useShareLink } from '../api/share-link';
import { useI18n } from '../i18n';
import styles from './public-link.module.css';

/**
 * "Share a link" on the cook's own dish: a public address anyone can open without an account,
 * copied in one tap, indexable by search engines only when the cook ticks it, and revoked with
 * "Stop sharing". The link is only asked for once the panel opens.
 */
export function PublicLink({ dishId }: { dishId: number }) {
  const { i18n } = useI18n();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const panelId = useId();
  const link = useShareLink(dishId, open);
  const save = useSaveShareLink(dishId);
  const revoke = useRevokeShareLink(dishId);
  const failure = link.error ?? save.error ?? revoke.error;
  const current = link.data ?? null;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an http address, an old browser): the address is selected to copy by hand.
      (document.getElementById(`${panelId}-url`) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <section className={styles.publicLink} aria-label={i18n._('shareLinks.region')}>
      <div className={styles.summary}>
        <p>{i18n._('shareLinks.intro')}</p>
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {i18n._('shareLinks.open')}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className={styles.panel}>
          {link.isPending ? <p role="status">{i18n._('shareLinks.loading')}</p> : null}
          {link.isSuccess && current === null ? (
            <PendingButton
              pending={save.isPending}
              pendingLabel={i18n._('shareLinks.making')}
              onClick={() => save.mutate({ indexable: false })}
            >
              {i18n._('shareLinks.make')}
            </PendingButton>
          ) : null}
          {current ? (
            <>
              <div className={styles.address}>
                <UrlField id={`${panelId}-url`} label={i18n._('shareLinks.address')} value={current.url} readOnly />
                <Button variant="secondary" onClick={() => void copy(current.url)}>
                  {i18n._('shareLinks.copy')}
                </Button>
              </div>
              <p role="status" className={styles.note}>
                {copied ? i18n._('shareLinks.copied') : ''}
              </p>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={save.isPending ? Boolean(save.variables?.indexable) : current.indexable}
                  disabled={save.isPending}
                  onChange={(event) => save.mutate({ indexable: event.target.checked })}
                />
                <span>{i18n._('shareLinks.indexable')}</span>
              </label>
              <PendingButton
                variant="danger"
                pending={revoke.isPending}
                pendingLabel={i18n._('shareLinks.stopping')}
                onClick={() => {
                  setCopied(false);
                  revoke.mutate();
                }}
              >
                {i18n._('shareLinks.stop')}
              </PendingButton>
            </>
          ) : null}
          {revoke.isSuccess && current === null ? (
            <p role="status" className={styles.note}>
              {i18n._('shareLinks.stopped')}
            </p>
          ) : null}
        </div>
      ) : null}
      {failure ? <Alert>{errorText(i18n, failure, i18n._('shareLinks.failed'))}</Alert> : null}
    </section>
  );
}
