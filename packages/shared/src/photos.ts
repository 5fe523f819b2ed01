import { dishInputSchema } from './dishes.js';

/**
 * POST /api/photo-to-fork answers a dish that is not saved yet: the web app shows it, then
 * saves it through POST /api/dishes. Its imageUrl is the stored picture (/api/images/:id).
 */
export const photoDishSchema = dishInputSchema;
