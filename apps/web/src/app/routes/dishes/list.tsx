import { useLocation, useSearchParams } from 'react-router';
import { parseId } from '@hearth/shared/ids';
import { useCookbook } from '../../../features/dishes/api/get-cookbook';
import { useDishes, useFirstDishes } from '../../../features/dishes/api/get-dishes';
import { useLibraryChangesFromOtherTabs } from '../../../features/dishes/api/library-changes';
import { DishList, DishListHeader, DishListStatus } from '../../../features/dishes/library/dish-list';
import { LibraryPicker } from '../../../features/dishes/library/library-picker';
import { useHearths } from '../../../features/hearths/api/get-hearths';
import { useSession } from '../../../lib/auth/get-session';

/** The cook's own library: a first screenful while a library with no copy here arrives. */
function OwnDishes({ userId }: { userId: string }) {
  const dishes = useDishes(userId);
  const firstPage = useFirstDishes({ enabled: dishes.isPending });
  // Back from the dish form: the dish just saved comes first, marked.
  const saved = (useLocation().state as { savedDishId?: unknown } | null)?.savedDishId;
  const savedDishId = typeof saved === 'number' ? saved : null;
  if (dishes.data) return <DishList dishes={dishes.data} savedDishId={savedDishId} ownLibrary />;
  if (firstPage.data && !dishes.isError) return <DishList dishes={firstPage.data} partial />;
  return <DishListStatus failed={dishes.isError} />;
}

/** A hearth's cookbook, filtered the same way. */
function CookbookDishes({ userId, hearthId }: { userId: string; hearthId: number }) {
  const cookbook = useCookbook(userId, hearthId);
  if (cookbook.data) return <DishList dishes={cookbook.data} />;
  return <DishListStatus failed={cookbook.isError} />;
}

/** /dishes: the cook's dishes, or with ?hearth=N the cookbook of one of their hearths. */
export function Component() {
  const userId = useSession().data?.id ?? '';
  const hearths = useHearths();
  const [search, setSearch] = useSearchParams();
  const hearthId = parseId(search.get('hearth') ?? '');
  useLibraryChangesFromOtherTabs();

  return (
    <section>
      <DishListHeader />
      <LibraryPicker
        hearths={hearths.data ?? []}
        hearthId={hearthId}
        onChange={(id) => setSearch(id === null ? {} : { hearth: String(id) }, { replace: true })}
      />
      {hearthId === null ? <OwnDishes userId={userId} /> : <CookbookDishes key={hearthId} userId={userId} hearthId={hearthId} />}
    </section>
  );
}
