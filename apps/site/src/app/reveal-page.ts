/**
 * Shows the page. index.html's inline script hides an error view in another language than its document until the
 * app has rendered it in the right one; an app (or a dictionary) that never arrives must not leave the visitor a
 * blank page, so its failure shows the page as prerendered.
 */
export function revealPage(): void {
  document.documentElement.style.removeProperty('visibility');
}
