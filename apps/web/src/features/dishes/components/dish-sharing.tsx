import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import styles from './dish-sharing.module.css';

export interface ShareableHearth {
  hearth_id: number;
  name: string;
  /** Viewers read a hearth but add nothing to it, its cookbook included. */
  canShare: boolean;
}

interface DishSharingProps {
  sharedWith: readonly number[];
  hearths: readonly ShareableHearth[];
  onShare: (hearthId: number) => void;
  onUnshare: (hearthId: number) => void;
  busy: boolean;
  error: string | null;
}

/**
 * Where the cook's dish is shared ("Shared with: Family"), and "Share to hearth": one box per
 * hearth they belong to; ticking it puts the dish in that hearth's cookbook for every member.
 */
export function DishSharing({ sharedWith, hearths, onShare, onUnshare, busy, error }: DishSharingProps) {
  const { i18n } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A box follows the click at once; the server's answer (or a failure) replaces it when it comes.
  const [clicked, setClicked] = useState<Record<number, boolean>>({});
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy) setClicked({});
  }
  const isShared = (hearthId: number) => clicked[hearthId] ?? sharedWith.includes(hearthId);
  const names = hearths.filter((hearth) => isShared(hearth.hearth_id)).map((hearth) => hearth.name);

  return (
    <section className={styles.sharing} aria-label={i18n._('dishes.sharing.region')}>
      <div className={styles.summary}>
        <p role="status">
          {names.length > 0 ? (
            <RichText text={i18n._('dishes.sharing.sharedWith', { names: names.join(', ') })} parts={[<span translate="no" />]} />
          ) : (
            i18n._('dishes.sharing.onlyYou')
          )}
        </p>
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {i18n._('dishes.sharing.share')}
        </Button>
      </div>
      {open ? (
        <fieldset id={panelId} className={styles.panel} disabled={busy}>
          <legend>{i18n._('dishes.sharing.share')}</legend>
          {hearths.length === 0 ? <p>{i18n._('dishes.sharing.noHearth')}</p> : null}
          {hearths.map((hearth) => {
            const shared = isShared(hearth.hearth_id);
            return (
              <label key={hearth.hearth_id} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={shared}
                  disabled={!shared && !hearth.canShare}
                  onChange={() => {
                    setClicked({ ...clicked, [hearth.hearth_id]: !shared });
                    if (shared) onUnshare(hearth.hearth_id);
                    else onShare(hearth.hearth_id);
                  }}
                />
                <span translate="no">{hearth.name}</span>
                {!hearth.canShare && !shared ? <span className={styles.note}> {i18n._('dishes.sharing.viewersCannot')}</span> : null}
              </label>
            );
          })}
          <p className={styles.note}>{i18n._('dishes.sharing.note')}</p>
        </fieldset>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </section>
  );
}
