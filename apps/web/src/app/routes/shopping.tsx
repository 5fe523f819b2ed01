import type { HearthRole } from '@hearth/shared/hearth-roles';
import { canPlanIn } from '@hearth/shared/hearth-roles';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { useHearths } from '../../features/hearths/api/get-hearths';
import { PutInPantry } from '../../features/pantry/components/put-in-pantry';
import { SendListButton } from '../../features/shopping/components/send-list-button';
import { ShoppingListScreen } from '../../features/shopping-lists/components/shopping-list-screen';
import { useSession } from '../../lib/auth/get-session';

/** /shopping: the cook's list and their hearths' lists, checked off in the store (docs/product.md#shopping-list). */
export function Component() {
  const session = useSession().data;
  const userId = session?.id ?? '';
  const automatic = session?.put_in_pantry === 'always';
  const hearths = useHearths();
  const roles = new Map<number, HearthRole>((hearths.data ?? []).map((hearth) => [hearth.hearth_id, hearth.role]));
  const canChange = (list: ShoppingListSummary) => list.hearth_id === null || canPlanIn(roles.get(list.hearth_id));

  return (
    <ShoppingListScreen
      userId={userId}
      canChange={canChange}
      renderSend={({ name, items, disabled }) => (
        <SendListButton
          title={name}
          lines={items.map(({ name: item, quantity, unit }) => ({ item, quantity, unit }))}
          disabled={disabled}
        />
      )}
      renderGotIt={({ hearthId, items, disabled }) => (
        <PutInPantry hearthId={hearthId} items={items} disabled={disabled} automatic={automatic} />
      )}
    />
  );
}
