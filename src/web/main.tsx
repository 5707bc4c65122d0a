import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPwa } from './pwa/start-pwa';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Before the first render: on the custom domain on a phone this clears storage the app reads.
startPwa();

// A transition lets React yield to the browser while it renders the first screen, so the page
// stays responsive (less blocking time) on slow phones.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
