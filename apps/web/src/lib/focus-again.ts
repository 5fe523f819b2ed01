/** A control focused inside one of a list's items: the item, by its `attribute`, and the control's place among its controls. */
export interface ItemFocus {
  item: string;
  control: number;
}

const CONTROLS = 'a[href], button, input, select, textarea';

/** Which item of `list` (marked by `attribute`) holds the focus, and which of its controls has it. */
export function focusedItem(list: Element | null, attribute: string): ItemFocus | undefined {
  const focused = document.activeElement;
  const item = focused && list?.contains(focused) ? focused.closest(`[${attribute}]`) : null;
  if (!item || !focused) return undefined;
  return { item: item.getAttribute(attribute) ?? '', control: [...item.querySelectorAll(CONTROLS)].indexOf(focused) };
}

/**
 * Focuses the same control of the same item again once the list has drawn its items anew (new
 * elements, the old ones and the focus gone with them); nothing if the focus went elsewhere.
 */
export function focusItemAgain(list: Element | null, attribute: string, focus: ItemFocus | undefined): void {
  if (!focus || !list || (document.activeElement && document.activeElement !== document.body)) return;
  const item = list.querySelector(`[${attribute}="${CSS.escape(focus.item)}"]`);
  // Where it was on screen: the list puts the page in place itself.
  item?.querySelectorAll<HTMLElement>(CONTROLS)[focus.control]?.focus({ preventScroll: true });
}
