import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPwa } from './pwa/start-pwa';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Before the first render: on the custom domain on a phone this clears storage the app reads.
startPwa();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
