import { Component, type ReactNode } from 'react';

type RenderErrorBoundaryProps = {
  /** What replaces the children once one of them failed to render. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next path) clears a caught error and renders the children again; none: never cleared. */
  resetKey?: string;
  children: ReactNode;
};

type RenderErrorBoundaryState = { failed: boolean; error: unknown; resetKey: string | undefined };

/** Catches render failures below it (React has error boundaries only as class components). */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, RenderErrorBoundaryState> {
  override state: RenderErrorBoundaryState = {
    failed: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<RenderErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RenderErrorBoundaryProps,
    state: RenderErrorBoundaryState,
  ): Partial<RenderErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
