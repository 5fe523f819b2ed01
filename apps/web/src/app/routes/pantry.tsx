import { PantryScreen } from '../../features/pantry/components/pantry-screen';
import { usePantryScopes } from './pantry-scopes';

/** /pantry: what is in the kitchen, the cook's own or a hearth's (docs/product.md#pantry). */
export function Component() {
  return <PantryScreen {...usePantryScopes()} />;
}
