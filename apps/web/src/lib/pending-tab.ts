/**
 * A tab opened during the click, while the browser still counts it as the person's doing,
 * and sent to its address once the server has answered. Opening it after the answer would
 * be caught by popup blockers.
 */
export interface PendingTab {
  go(url: string): void;
  /** Closes the tab; resolves once the browser has really closed it (or after a second). */
  close(): Promise<void>;
}

export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  return {
    go(url) {
      if (tab && !tab.closed) {
        // The page we send it to must not be able to script our tab.
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener,noreferrer');
      }
    },
    async close() {
      if (!tab) return;
      tab.close();
      for (let waited = 0; !tab.closed && waited < 1000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Instacart's own search for a dish, where a failed shopping list sends the cook instead. */
export function grocerySearchUrl(query: string): string {
  return `https://www.instacart.com/store/s?k=${encodeURIComponent(query)}`;
}

/**
 * Opens a page the server has just given (an Instacart list), in a new tab that cannot script
 * ours. Answers false when the browser blocked it (the press was too long ago), so the screen
 * can offer the link instead. Nothing opens before there is an address to show.
 */
export function openReadyTab(url: string): boolean {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.opener = null;
  tab.location.href = url;
  return true;
}
