/**
 * `T` with an explicit `undefined` accepted by each optional key, for options the code reads as unset when they are
 * `undefined`: an app compiled with `exactOptionalPropertyTypes` can pass on a setting of its own that may be missing.
 */
export type UndefinedAsUnset<T> = {
  [Key in keyof T]: Partial<Pick<T, Key>> extends Pick<T, Key> ? T[Key] | undefined : T[Key];
};
