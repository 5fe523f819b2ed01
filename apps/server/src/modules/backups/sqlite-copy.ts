import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Runs in a worker thread, so copying and checking a large database never holds up requests.
 * The copy is SQLite's online backup, taken in one step: one read snapshot, while other
 * connections go on writing (in WAL mode a reader blocks no writer). The copy is made a
 * plain rollback-journal file, so it is one self-contained file, and must pass
 * integrity_check; then it is flushed to disk.
 */
const COPY_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.driverPath);
(async () => {
  const source = new Database(workerData.source, { fileMustExist: true, timeout: 10000 });
  try {
    // One step copies every page: a step that stops half way starts over after any write.
    await source.backup(workerData.target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new Database(workerData.target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const verdict = copy.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') throw new Error('integrity_check: ' + verdict);
  } finally {
    copy.close();
  }
  const fd = fs.openSync(workerData.target, 'r');
  try { fs.fsyncSync(fd); } finally { fs.closeSync(fd); }
  parentPort.postMessage({ ok: true });
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/** Copies the SQLite database at `source` into a new file `target`, checked and on disk. */
export function copySqliteDatabase(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_THREAD, { eval: true, workerData: { driverPath, source, target } });
    let settled = false;
    worker.once('message', (message: { ok?: true; error?: string }) => {
      settled = true;
      if (message.ok) resolve();
      else reject(new Error(`The backup failed: ${message.error}`));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The backup thread stopped (${code})`));
    });
  });
}
