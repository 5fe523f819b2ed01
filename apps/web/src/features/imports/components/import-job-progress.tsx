import { useEffect, useRef } from 'react';
import type { ImportJob } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useFormat } from '../../../lib/i18n/format';
import { useImportJob } from '../api/get-import-job';
import { useI18n } from '../i18n';
import styles from './imports.module.css';
import { noticeText } from './import-notice-text';

function ProgressBar({ job }: { job: ImportJob }) {
  const { i18n } = useI18n();
  const format = useFormat();
  // Until the file is counted, the bar cannot say how far along it is.
  const known = job.total > 0;
  const text = known
    ? i18n._('imports.progress.count', { done: format.number(job.done), total: format.number(job.total), count: job.total })
    : i18n._('imports.progress.reading');
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={i18n._('imports.progress.label')}
        aria-valuemin={0}
        aria-valuemax={known ? job.total : undefined}
        aria-valuenow={known ? job.done : undefined}
        aria-valuetext={text}
        className={styles.track}
      >
        <div
          className={known ? styles.bar : `${styles.bar} ${styles.indeterminate}`}
          style={known ? { width: `${(100 * job.done) / job.total}%` } : undefined}
        />
      </div>
      <p className={styles.progressText}>{text}</p>
    </div>
  );
}

function Summary({ job }: { job: ImportJob }) {
  const { i18n } = useI18n();
  const format = useFormat();
  const count = (value: number) => format.number(value);
  return (
    <section aria-labelledby="import-summary-title" className={styles.summary}>
      <h2 id="import-summary-title">{job.status === 'done' ? i18n._('imports.summary.finished') : i18n._('imports.summary.stopped')}</h2>
      <dl className={styles.counts}>
        <div>
          <dt>{i18n._('imports.summary.imported')}</dt>
          <dd>{count(job.imported)}</dd>
        </div>
        <div>
          <dt>{i18n._('imports.summary.skipped')}</dt>
          <dd>{count(job.skipped)}</dd>
        </div>
        <div>
          <dt>{i18n._('imports.summary.failed')}</dt>
          <dd>{count(job.failed.length)}</dd>
        </div>
      </dl>
      {job.failed.length > 0 ? (
        <>
          <h3>{i18n._('imports.summary.notImported')}</h3>
          <ul className={styles.failures}>
            {job.failed.map((failure, index) => (
              <li key={`${failure.name}-${index}`}>
                <strong translate="no">{failure.name}</strong>:{' '}
                {noticeText(i18n, failure.code ? { code: failure.code, params: failure.params ?? {} } : undefined, failure.reason)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The job's progress bar while it runs (asked every moment), then what it imported, skipped and could not import. */
export function ImportJobProgress({ jobId, onEnded }: { jobId: number; onEnded: (job: ImportJob) => void }) {
  const { i18n } = useI18n();
  const job = useImportJob(jobId);
  const ended = job.data && job.data.status !== 'running' ? job.data : null;
  const told = useRef(false);

  useEffect(() => {
    if (!ended || told.current) return;
    told.current = true;
    onEnded(ended);
  }, [ended, onEnded]);

  if (job.isError) return <Alert>{i18n._('imports.progress.lost')}</Alert>;
  if (!job.data) return <StatusMessage>{i18n._('imports.progress.starting')}</StatusMessage>;
  return <div aria-live="polite">{ended ? <Summary job={ended} /> : <ProgressBar job={job.data} />}</div>;
}
