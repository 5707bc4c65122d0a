import { Component, type ErrorInfo, type ReactNode } from 'react';
import { basePath } from './base-path';

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the location), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/** Catches render errors (and failed lazy chunk loads) so one broken screen never blanks the app. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override componentDidUpdate(prevProps: Props): void {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-2xl font-bold text-stone-900">Something went wrong</h1>
        <p className="text-stone-600">
          This page could not be displayed. Check your connection and reload, or go back to the home page.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            Reload page
          </button>
          {/* A plain anchor: the router itself may be what failed. */}
          <a href={`${basePath}/`} className="btn-secondary">
            Go to Home
          </a>
        </div>
      </div>
    );
  }
}
