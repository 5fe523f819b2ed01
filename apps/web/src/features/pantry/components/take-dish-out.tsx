import { PendingButton } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { useI18n } from '../i18n';
import { useTakeDishOut } from '../api/use-dish';

/**
 * After "Mark as cooked": one tap takes the dish's ingredients out of the cook's pantry,
 * amounts subtracted where the units allow, else the item used up; it says what it took.
 */
export function TakeDishOut({ dishId, hearthId = null }: { dishId: number; hearthId?: number | null }) {
  const { i18n } = useI18n();
  const takeOut = useTakeDishOut();
  const taken = takeOut.data?.taken;
  return (
    <>
      {taken ? null : (
        <PendingButton
          variant="ghost"
          pending={takeOut.isPending}
          pendingLabel={i18n._('pantry.takingOut')}
          onClick={() => takeOut.mutate({ dishId, hearthId })}
        >
          {i18n._('pantry.takeOut')}
        </PendingButton>
      )}
      <span role="status">
        {taken
          ? taken.length
            ? i18n._('pantry.takenOut', { items: taken.map((item) => item.name).join(', ') })
            : i18n._('pantry.nothingTaken')
          : null}
        {takeOut.isError ? errorText(i18n, takeOut.error, i18n._('pantry.changeFailed')) : null}
      </span>
    </>
  );
}
