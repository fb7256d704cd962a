import { Component, type ReactNode } from 'react';

type TPageLoadBoundaryProps = { children: ReactNode };
type TPageLoadBoundaryState = { hasFailed: boolean };

/**
 * A page whose chunk fails to arrive (offline, or a deploy replaced the files) would otherwise leave a
 * blank screen: React keeps a failed lazy import, so the way back is a fresh load of the page.
 */
export class PageLoadBoundary extends Component<TPageLoadBoundaryProps, TPageLoadBoundaryState> {
  override state: TPageLoadBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): TPageLoadBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed to load:', error instanceof Error ? error.message : error);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div className="loading-screen" role="alert">
        <p>This page could not load. Check your connection and try again.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }
}
