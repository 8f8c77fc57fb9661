/** Loads another page of the site (each page is a document of its own); one seam for tests. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
