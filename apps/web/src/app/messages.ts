/** Words of the app's frame (navigation, offline banner) that are ours, beside the product's own. */
export const appMessages = {
  hearths: 'Hearths',
  offline: 'You are offline. You are seeing what this device saved when it was last online; changes you make wait until you reconnect.',
} as const;
