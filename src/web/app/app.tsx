import { Router } from 'wouter';
import { DemoBar } from '../features/app-info/components/demo-bar';
import { basePath } from './base-path';
import { ErrorBoundary } from './error-boundary';
import { RouteMetaDescription } from './layout/route-meta-description';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <Router base={basePath}>
          <DemoBar />
          <RouteMetaDescription />
          <AppRoutes />
        </Router>
      </Providers>
    </ErrorBoundary>
  );
}
