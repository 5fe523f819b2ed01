import { z } from 'zod';
import { MAX_ID } from './ids.js';

// Kept apart from ids.ts, which screens that load no zod import.

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID, 'Not a valid id');

/** An id in a query string. */
export const queryIdSchema = z.coerce.number().int().positive().max(MAX_ID, 'Not a valid id');
