import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startEmbeddedFrame } from './shared/embedFrame';
import './styles.css';

startEmbeddedFrame();

// A transition lets React build the first view in slices of a few milliseconds, so no single
// task holds the main thread for long (a phone's Total Blocking Time) while the page appears.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
