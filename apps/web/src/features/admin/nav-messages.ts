/**
 * The one word of the admin feature that the menu shows on every screen, apart from the admin
 * screen's own words (messages.ts), so the first screen's code does not carry those.
 */
export const adminNavLabel = 'Admin';
