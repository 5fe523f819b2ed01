/**
 * Import limits without zod, so the import screen can check a file before sending it. The
 * server enforces each of them again.
 */

/** The form field of POST /api/import/file. */
export const IMPORT_FILE_FIELD = 'file';
/** The largest export file POST /api/import/file reads (Paprika files with photos run large). */
export const IMPORT_FILE_MAX_MEGABYTES = 50;
export const IMPORT_FILE_MAX_BYTES = IMPORT_FILE_MAX_MEGABYTES * 1024 * 1024;
/** A pasted page: the same 5 MB the server fetches of a web page at most. */
export const IMPORT_HTML_MAX_CHARS = 5 * 1024 * 1024;
/** A pasted recipe as plain text: far longer than any recipe. */
export const IMPORT_TEXT_MAX_CHARS = 200_000;
/** POST /api/ingredients/parse reads at most this many lines of at most this many characters. */
export const PARSE_LINES_MAX = 500;
export const PARSE_LINE_MAX_CHARS = 1_000;

/** The import screen's address, and its query parameters (also the share target's). */
export const IMPORT_SCREEN_PATH = '/dishes/import';
