import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { listBackups, takeBackup } from './backup-files.js';
import { scheduleBackups } from './backup-schedule.js';

const HOUR_MS = 60 * 60 * 1000;
let dir: string;
let databasePath: string;
let backupDir: string;

/** A SQLite database in WAL mode, as the server keeps it, with `rows` dishes in it. */
function makeDatabase(rows: number) {
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  db.exec('create table if not exists dish (id integer primary key, name text not null)');
  const insert = db.prepare('insert into dish (name) values (?)');
  for (let index = 0; index < rows; index += 1) insert.run(`Dish ${index}`);
  return db;
}

function dishesIn(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select name from dish order by id').all() as Array<{ name: string }>).map((row) => row.name);
  } finally {
    db.close();
  }
}

/** A logger that reports each backup the schedule takes (or fails to take), so a test awaits it. */
function listeningLog() {
  const events: Array<{ taken?: string; failed?: unknown }> = [];
  let notify = () => {};
  const log = {
    info: (fields: { file?: string }, message: string) => {
      if (message === 'backup taken') events.push({ taken: fields.file });
      notify();
    },
    error: (fields: { err?: unknown }) => {
      events.push({ failed: fields.err });
      notify();
    },
  } as unknown as FastifyBaseLogger;
  const next = async () => {
    while (events.length === 0) await new Promise<void>((resolve) => (notify = resolve));
    return events.shift()!;
  };
  return { log, next };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-backups-'));
  databasePath = join(dir, 'hearth.db');
  backupDir = join(dir, 'backups');
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('takeBackup', () => {
  it('copies the database, checked, into one self-contained file, while the database stays open for writes', async () => {
    const db = makeDatabase(50);
    try {
      const backup = await takeBackup(databasePath, backupDir, 7);
      db.prepare('insert into dish (name) values (?)').run('Written after the backup');
      expect(backup.file).toMatch(/^hearth-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{6}\.db$/);
      expect(dishesIn(backup.path)).toHaveLength(50);
      // No -wal or -shm beside it, and no temporary file left behind.
      expect(readdirSync(backupDir)).toEqual([backup.file]);
    } finally {
      db.close();
    }
  });

  it('keeps the newest BACKUP_KEEP and leaves files that are not backups alone', async () => {
    makeDatabase(3).close();
    mkdirSync(backupDir, { recursive: true });
    writeFileSync(join(backupDir, 'notes.txt'), 'mine');
    const taken = [];
    for (let hour = 0; hour < 4; hour += 1) taken.push(await takeBackup(databasePath, backupDir, 2, new Date(Date.UTC(2026, 4, 1, hour))));
    expect(listBackups(backupDir).map((backup) => backup.file)).toEqual([taken[3]!.file, taken[2]!.file]);
    expect(existsSync(join(backupDir, 'notes.txt'))).toBe(true);
  });

  it('fails on a database that is not whole, and leaves no file behind', async () => {
    writeFileSync(databasePath, 'SQLite format 3\0'.padEnd(4096, 'x'));
    await expect(takeBackup(databasePath, backupDir, 7)).rejects.toThrow(/The backup failed/);
    expect(readdirSync(backupDir)).toEqual([]);
  });
});

describe('scheduleBackups', () => {
  const start = new Date(Date.UTC(2026, 4, 1, 12));
  const schedule = (log: FastifyBaseLogger, env: Record<string, string> = {}) =>
    scheduleBackups(
      loadConfig({ DATABASE_URL: `file:${databasePath}`, BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2', ...env }),
      log,
    );

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: start });
  });

  it('takes the first backup at once on a server with none, then one every BACKUP_EVERY_HOURS, keeping BACKUP_KEEP', async () => {
    makeDatabase(5).close();
    const { log, next } = listeningLog();
    const stop = schedule(log);
    try {
      const times = [];
      for (let backup = 0; backup < 3; backup += 1) {
        await vi.advanceTimersByTimeAsync(backup === 0 ? 0 : 24 * HOUR_MS);
        expect(await next()).toEqual({ taken: expect.any(String) });
        times.push(listBackups(backupDir)[0]!.takenAt.getTime() - start.getTime());
      }
      expect(times).toEqual([0, 24 * HOUR_MS, 48 * HOUR_MS]);
      expect(listBackups(backupDir)).toHaveLength(2);
    } finally {
      stop();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after a restart, waits until the newest backup is BACKUP_EVERY_HOURS old', async () => {
    makeDatabase(5).close();
    await takeBackup(databasePath, backupDir, 2, new Date(start.getTime() - 23 * HOUR_MS));
    const { log, next } = listeningLog();
    const stop = schedule(log);
    try {
      await vi.advanceTimersByTimeAsync(HOUR_MS);
      expect(await next()).toEqual({ taken: expect.any(String) });
      expect(listBackups(backupDir)[0]!.takenAt).toEqual(new Date(start.getTime() + HOUR_MS));
    } finally {
      stop();
    }
  });

  it('tries again within the hour when a backup fails', async () => {
    writeFileSync(databasePath, 'not a database');
    const { log, next } = listeningLog();
    const stop = schedule(log);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(await next()).toEqual({ failed: expect.any(Error) });
      rmSync(databasePath);
      makeDatabase(2).close();
      await vi.advanceTimersByTimeAsync(HOUR_MS);
      expect(await next()).toEqual({ taken: expect.any(String) });
    } finally {
      stop();
    }
  });

  it('schedules nothing with BACKUP_EVERY_HOURS=0, nor on PostgreSQL (pg_dump does that)', () => {
    const { log } = listeningLog();
    schedule(log, { BACKUP_EVERY_HOURS: '0' });
    schedule(log, { DATABASE_URL: 'postgres://hearth@127.0.0.1:1/hearth' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
