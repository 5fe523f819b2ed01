/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export { readExportFileInPool } from './jobs/export-file-reading.js';
export { readExportFileTask } from './export-files/export-file-task.js';
export type { ExportFile, ExportLimits, ExportReading } from './export-files/export-file-types.js';
export { readRecipePage } from './pages/read-recipe-page.js';
export { parseRecipeText, readRecipeText } from './text/recipe-text.js';
