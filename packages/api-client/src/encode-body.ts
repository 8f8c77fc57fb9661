/**
 * A request body as it goes on the wire: a `FormData` as is, so that fetch writes the multipart content-type
 * with its boundary (which is why a FormData request must get no content-type from us); anything else as JSON.
 */
export function encodeBody(body: unknown): FormData | string {
  return body instanceof FormData ? body : JSON.stringify(body);
}
