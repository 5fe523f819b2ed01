import type { Meal } from '@hearth/shared/meals';
import { ValidationError } from '../../errors.js';

/** Where a page of meals ended, as an opaque `cursor` for the next request. */
export function cursorAfter(meal: Pick<Meal, 'date' | 'id'>): string {
  return Buffer.from(`${meal.date}|${meal.id}`).toString('base64url');
}

export function readCursor(cursor: string): { date: string; id: number } {
  const [date = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(date) || !/^[1-9]\d{0,15}$/.test(id)) {
    throw new ValidationError('cursor: Invalid cursor; use the one from the Link header', 'INVALID_CURSOR');
  }
  return { date, id: Number(id) };
}
