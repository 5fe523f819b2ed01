import type { I18n } from '@lingui/core';
import type { ProposalReason } from '@hearth/shared/planner';

interface Formatting {
  locale: string;
  duration: (seconds: number) => string;
  number: (value: number) => string;
}

/** The weekday a date falls on, in the shown language ("Thursday"). */
function weekdayName(locale: string, date: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00.000Z`));
}

/** Why a slot got its dish, in words ("Uses the spinach that expires Thursday"). */
export function reasonText(i18n: I18n, format: Formatting, reason: ProposalReason): string {
  switch (reason.code) {
    case 'tag_day':
      return i18n._('planner.reason.tagDay', { tag: reason.tag });
    case 'uses_soon':
      return i18n._('planner.reason.usesSoon', { item: reason.item, day: weekdayName(format.locale, reason.use_by) });
    case 'shares_perishable':
      return i18n._('planner.reason.sharesPerishable', { item: reason.item, dish: reason.with_dish });
    case 'favourite':
      return i18n._('planner.reason.favourite');
    case 'well_rated':
      return i18n._('planner.reason.wellRated', { rating: format.number(reason.rating) });
    case 'not_cooked_since':
      return i18n._('planner.reason.notCookedSince', { days: reason.days });
    case 'never_cooked':
      return i18n._('planner.reason.neverCooked');
    case 'quick':
      return i18n._('planner.reason.quick', { time: format.duration(reason.minutes * 60) });
    case 'locked':
      return i18n._('planner.reason.locked');
  }
}
