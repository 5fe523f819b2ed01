/**
 * A tab opened during the click, while the browser still counts it as the person's doing,
 * and sent to its address once the server has answered. Opening it after the answer would
 * be caught by popup blockers.
 */
export interface PendingTab {
  go(url: string): void;
  close(): void;
}

export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (tab) {
    // The page we send it to must not be able to script our tab.
    tab.opener = null;
  }
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    close() {
      tab?.close();
    },
  };
}

/** Instacart's own search for a dish, where a failed shopping list sends the cook instead. */
export function grocerySearchUrl(query: string): string {
  return `https://www.instacart.com/store/s?k=${encodeURIComponent(query)}`;
}
