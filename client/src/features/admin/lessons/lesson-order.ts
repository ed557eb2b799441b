/** The ids in their new order after moving the item at `index` by `offset` (-1 up, +1 down); null at the ends. */
export function moved<T extends { id: string }>(items: readonly T[], index: number, offset: -1 | 1): T[] | null {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= items.length) return null;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);
