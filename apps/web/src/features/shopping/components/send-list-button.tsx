import { useState } from 'react';
import type { ShoppingLine } from '@hearth/shared/shopping';
import { SHOPPING_LIMITS } from '@hearth/shared/shopping-rules';
import { PendingButton } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { openReadyTab } from '../../../lib/pending-tab';
import { useInstacartConfigured } from '../../../lib/services';
import { useCreateShoppingList } from '../api/create-shopping-list';
import { useI18n } from '../i18n';
import { InstacartLink } from './instacart-link';

interface SendListButtonProps {
  title: string;
  lines: ShoppingLine[];
  disabled?: boolean;
}

/**
 * "Send to Instacart" on a shopping list, where Instacart is set up: the lines still to buy
 * become one Instacart list, opened once the server has made it (a failure alerts here). The
 * list itself stays as it was.
 */
export function SendListButton({ title, lines, disabled }: SendListButtonProps) {
  const { i18n } = useI18n();
  const configured = useInstacartConfigured();
  const createList = useCreateShoppingList();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  if (!configured) return null;

  function send() {
    setBlockedUrl(null);
    createList.mutate(
      { title, items: lines.slice(0, SHOPPING_LIMITS.items) },
      {
        onSuccess: ({ products_link_url: url }) => {
          if (!openReadyTab(url)) setBlockedUrl(url);
        },
        onError: (error) => window.alert(errorText(i18n, error, i18n._('shopping.instacart.failed'))),
      },
    );
  }

  return (
    <>
      <PendingButton
        variant="secondary"
        onClick={send}
        pending={createList.isPending}
        pendingLabel={i18n._('shopping.instacart.sending')}
        disabled={disabled || lines.length === 0}
      >
        {i18n._('shopping.instacart.send')}
      </PendingButton>
      {blockedUrl ? <InstacartLink url={blockedUrl} /> : null}
    </>
  );
}
