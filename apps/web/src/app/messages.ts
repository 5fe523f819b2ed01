/** Words of the app's frame (navigation, offline banner) that are ours, beside the product's own. */
export const appMessages = {
  hearths: 'Hearths',
  offline: 'No connection. You see what this device kept from your last visit; it updates when you are back online.',
  timelineNotKept: 'Your timeline has not been kept on this device yet. It will show when you are back online.',
} as const;

/** The timeline's deletions and "all following" changes, asked in the app's own dialog. */
export const mealMessages = {
  deleteMealTitle: 'Delete meal',
  deleteMealQuestion: 'Delete this meal from the timeline?',
  deleteConfirm: 'Delete',
  followingTitle: (change: 'cancel' | 'delete') => (change === 'cancel' ? 'Cancel repeating meal' : 'Delete repeating meal'),
  followingQuestion: (change: 'cancel' | 'delete', title: string) =>
    `${change === 'cancel' ? 'Cancel' : 'Delete'} ${title} on this day and every later repeat?`,
  followingConfirm: (change: 'cancel' | 'delete') => (change === 'cancel' ? 'Cancel meals' : 'Delete meals'),
} as const;
