import { formatMinutes } from '@hearth/shared/durations';

/** What the dish screens say beyond the spec's own texts, in one place for the translation catalogs to come. */
export const dishMessages = {
  totalTimeLabel: 'Total Time (minutes)',
  /** "8 h total": the whole time the recipe says it takes. */
  totalTime: (minutes: number) => `${formatMinutes(minutes)} total`,
  unitsLabel: 'Units',
  unitChoices: { 'as-written': 'As written', us: 'US', metric: 'Metric' },
} as const;
