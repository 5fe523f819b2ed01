/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export type { PlannerOwner } from './planner-rules.repository.js';
