import { CookableScreen } from '../../features/pantry/components/cookable-screen';
import { AddLinesToList } from '../../features/shopping-lists/components/add-lines-to-list';
import { useSession } from '../../lib/auth/get-session';
import { usePantryScopes } from './pantry-scopes';

/** /cook-now: what can be cooked from the pantry, and what is missing onto the list (docs/product.md#what-can-i-cook-now). */
export function Component() {
  const userId = useSession().data?.id ?? '';
  return (
    <CookableScreen
      {...usePantryScopes()}
      renderAddMissing={({ dishName, missing, hearthId }) => (
        <AddLinesToList userId={userId} hearthId={hearthId} lines={missing} forName={dishName} />
      )}
    />
  );
}
