/**
 * Fills `{name}` segments, encoded like openapi-fetch's default (simple style). A missing, empty, `.` or `..`
 * value is a `TypeError` before anything is sent: URL parsing would drop such a segment, so `DELETE
 * /assistant/{id}` with id `..` would go out as `DELETE /` with the bearer token.
 */
export function fillPath(path: string, values: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value == null || /^\.{0,2}$/.test(`${value}`)) {
      throw new TypeError(`${path}: "${name}" is missing, empty, "." or ".."`);
    }
    return encodeURIComponent(`${value}`);
  });
}
