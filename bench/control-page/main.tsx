import { createRoot } from 'react-dom/client';

// The Lighthouse bench's control: React 19 and nothing else, built like the app (Vite, the same
// React plugin and minifier), so its scores show what the machine allows in the same run.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <main>
    <h1>Control page</h1>
    <p>A heading and a paragraph rendered by React: the least a React page does before its first paint.</p>
  </main>,
);
