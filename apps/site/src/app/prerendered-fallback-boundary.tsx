import { type ReactNode, useEffect, useState } from 'react';
import { RenderErrorBoundary } from './render-error-boundary';

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
 */
export function PrerenderedFallbackBoundary({ id, notice, children }: PrerenderedFallbackBoundaryProps) {
  // Read on the first render, while hydration has not touched the document yet; empty for a page rendered afresh.
  const [prerendered] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''),
  );
  return (
    <RenderErrorBoundary
      fallback={(error) => <PrerenderedCopy id={id} notice={notice} html={prerendered} error={error} />}
    >
      <div id={id} className="contents">
        {children}
      </div>
    </RenderErrorBoundary>
  );
}

/** The saved markup under the notice; its forms are inert, as without their code a submit would lose the input. */
function PrerenderedCopy({
  id,
  notice,
  html,
  error,
}: {
  id: string;
  notice: ReactNode;
  html: string;
  error: unknown;
}) {
  useEffect(() => {
    console.error(`#${id} could not load; showing its prerendered copy.`, error);
  }, [id, error]);
  return (
    <>
      {notice}
      <div
        id={id}
        className="contents"
        // The build's own markup, read back from this document: nothing from outside the site.
        dangerouslySetInnerHTML={{ __html: html.replaceAll('<form', '<form inert') }}
      />
    </>
  );
}
