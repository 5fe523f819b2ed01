/**
 * A recipe's time as a cook reads it: "45 min", "1 h 30 min", "8 h" (not "480 min"). The product's
 * own "{n} min" texts (cook time, "{n} min prep") keep their form; this writes the rest.
 */
export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
