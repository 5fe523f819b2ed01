import type { Migration } from 'kysely';
import * as appSettings from './0001-app-settings.js';
import * as dishes from './0002-dishes.js';
import * as meals from './0003-meals.js';
import * as images from './0004-images.js';
import * as shoppingLinks from './0005-shopping-links.js';
import * as hearths from './0006-hearths.js';
import * as dishesUpdatedIndex from './0007-dishes-updated-index.js';
import * as rateLimits from './0008-rate-limits.js';
import * as inviteIdsAndDepartures from './0009-invite-ids-and-departures.js';
import * as shoppingLists from './0015-shopping-lists.js';
import * as liveEvents from './0016-live-events.js';
import * as dishShares from './0020-dish-shares.js';
import * as mealSeries from './0021-meal-series.js';
import * as calendarFeeds from './0022-calendar-feeds.js';
import * as importJobs from './0023-import-jobs.js';
import * as calendarFeedChanges from './0024-calendar-feed-changes.js';
import * as signUpInvitations from './0025-sign-up-invitations.js';
import * as dishTotalTime from './0052-dish-total-time.js';
import * as dishCookings from './0053-dish-cookings.js';
import * as dishShareLinks from './0054-dish-share-links.js';
import * as dishFavourites from './0055-dish-favourites.js';
import * as cookingLog from './0056-cooking-log.js';
import * as pantryItems from './0057-pantry-items.js';
import * as cookingLogReaderIndex from './0058-cooking-log-reader-index.js';
import * as plannerRules from './0059-planner-rules.js';
import * as dishPictures from './0060-dish-pictures.js';
import * as staplesInThePantry from './0063-staples-in-the-pantry.js';

/** Every migration, in the order it runs. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-app-settings': appSettings,
  '0002-dishes': dishes,
  '0003-meals': meals,
  '0004-images': images,
  '0005-shopping-links': shoppingLinks,
  '0006-hearths': hearths,
  '0007-dishes-updated-index': dishesUpdatedIndex,
  '0008-rate-limits': rateLimits,
  '0009-invite-ids-and-departures': inviteIdsAndDepartures,
  '0015-shopping-lists': shoppingLists,
  '0016-live-events': liveEvents,
  '0020-dish-shares': dishShares,
  '0021-meal-series': mealSeries,
  '0022-calendar-feeds': calendarFeeds,
  '0023-import-jobs': importJobs,
  '0024-calendar-feed-changes': calendarFeedChanges,
  '0025-sign-up-invitations': signUpInvitations,
  '0052-dish-total-time': dishTotalTime,
  '0053-dish-cookings': dishCookings,
  '0054-dish-share-links': dishShareLinks,
  '0055-dish-favourites': dishFavourites,
  '0056-cooking-log': cookingLog,
  '0057-pantry-items': pantryItems,
  '0058-cooking-log-reader-index': cookingLogReaderIndex,
  '0059-planner-rules': plannerRules,
  '0060-dish-pictures': dishPictures,
  '0063-staples-in-the-pantry': staplesInThePantry,
};
