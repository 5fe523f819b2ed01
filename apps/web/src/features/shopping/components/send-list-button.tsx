import type { ShoppingLine } from '@hearth/shared/shopping';
import { SHOPPING_LIMITS } from '@hearth/shared/shopping-rules';
import { PendingButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { openPendingTab } from '../../../lib/pending-tab';
import { useCreateShoppingList } from '../api/create-shopping-list';

interface SendListButtonProps {
  title: string;
  lines: ShoppingLine[];
  disabled?: boolean;
}

/**
 * "Send to Instacart" on a shopping list: the lines still to buy become one Instacart list in
 * a new tab, through the same client, page reuse and failures as a dish's Shop button. The
 * list itself stays as it was.
 */
export function SendListButton({ title, lines, disabled }: SendListButtonProps) {
  const createList = useCreateShoppingList();

  function send() {
    const tab = openPendingTab();
    createList.mutate(
      { title, items: lines.slice(0, SHOPPING_LIMITS.items) },
      {
        onSuccess: ({ products_link_url: url }) => tab.go(url),
        onError: async (error) => {
          await tab.close();
          window.alert(errorMessage(error, 'Failed to create shopping list. Please try again.'));
        },
      },
    );
  }

  return (
    <PendingButton
      variant="secondary"
      onClick={send}
      pending={createList.isPending}
      pendingLabel="Sending..."
      disabled={disabled || lines.length === 0}
    >
      Send to Instacart
    </PendingButton>
  );
}
