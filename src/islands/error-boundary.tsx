import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** The spec's error screen: any failure inside an island shows this instead of a broken widget. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('Island failed:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-screen" role="alert">
        <h2>Something went wrong</h2>
        <p>Please refresh the page. If the problem continues, call or email us instead.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    );
  }
}
