import { useEffect, useRef } from 'react';
import type { ImportJob } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useImportJob } from '../api/get-import-job';
import styles from './imports.module.css';

const count = (value: number) => value.toLocaleString('en-US');

function ProgressBar({ job }: { job: ImportJob }) {
  // Until the file is counted, the bar cannot say how far along it is.
  const known = job.total > 0;
  const text = known ? `${count(job.done)} of ${count(job.total)} recipes` : 'Reading the file...';
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label="Import progress"
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
  return (
    <section aria-labelledby="import-summary-title" className={styles.summary}>
      <h2 id="import-summary-title">{job.status === 'done' ? 'Import finished' : 'Import stopped'}</h2>
      <dl className={styles.counts}>
        <div>
          <dt>Imported</dt>
          <dd>{count(job.imported)}</dd>
        </div>
        <div>
          <dt>Skipped as duplicates</dt>
          <dd>{count(job.skipped)}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{count(job.failed.length)}</dd>
        </div>
      </dl>
      {job.failed.length > 0 ? (
        <>
          <h3>Not imported</h3>
          <ul className={styles.failures}>
            {job.failed.map((failure, index) => (
              <li key={`${failure.name}-${index}`}>
                <strong>{failure.name}</strong>: {failure.reason}
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
  const job = useImportJob(jobId);
  const ended = job.data && job.data.status !== 'running' ? job.data : null;
  const told = useRef(false);

  useEffect(() => {
    if (!ended || told.current) return;
    told.current = true;
    onEnded(ended);
  }, [ended, onEnded]);

  if (job.isError) return <Alert>Could not follow the import. Reload the page to see how far it got.</Alert>;
  if (!job.data) return <StatusMessage>Starting the import...</StatusMessage>;
  return <div aria-live="polite">{ended ? <Summary job={ended} /> : <ProgressBar job={job.data} />}</div>;
}
