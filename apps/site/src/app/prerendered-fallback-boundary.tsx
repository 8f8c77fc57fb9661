import { Component, type ReactNode } from 'react';

type PrerenderedFallbackBoundaryProps = {
  /** The id of the wrapper this boundary renders (`display: contents`, so it adds no box). */
  id: string;
  /** Shown above the prerendered copy once the children failed. */
  notice: ReactNode;
  children: ReactNode;
};

/**
 * Keeps a prerendered part of the page readable when its code cannot load (a lazy chunk that never arrives):
 * instead of the error page, the HTML the build wrote for it is shown again, as plain markup under `notice`.
 * Its forms are made inert, since without their code a submit would only reload the page and lose the input.
 */
export class PrerenderedFallbackBoundary extends Component<
  PrerenderedFallbackBoundaryProps,
  { failed: boolean }
> {
  override state = { failed: false };

  // Read at construction, while hydration has not touched the document yet; empty for a page rendered afresh.
  readonly #prerendered =
    typeof document === 'undefined' ? '' : (document.getElementById(this.props.id)?.innerHTML ?? '');

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`#${this.props.id} could not load; showing its prerendered copy.`, error);
  }

  override render() {
    const { id, notice, children } = this.props;
    if (!this.state.failed) {
      return (
        <div id={id} className="contents">
          {children}
        </div>
      );
    }
    return (
      <>
        {notice}
        <div
          id={id}
          className="contents"
          // The build's own markup, read back from this document: nothing from outside the site.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          dangerouslySetInnerHTML={{ __html: this.#prerendered.replaceAll('<form', '<form inert') }}
        />
      </>
    );
  }
}
