/**
 * The fields an update input really sets: GraphQL null on a non-nullable column means "leave as is",
 * while the `clearable` (nullable) columns may be set to null.
 */
export function definedFields<T extends object>(input: T, clearable: readonly string[] = []): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || clearable.includes(key))),
  ) as Partial<T>;
}
