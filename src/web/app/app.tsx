import { Router } from 'wouter';
import { basePath } from './base-path';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <Router base={basePath}>
          <AppRoutes />
        </Router>
      </Providers>
    </ErrorBoundary>
  );
}
