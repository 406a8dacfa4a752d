import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkErrorListener } from './api/chunk-errors';
import { App } from './app/App';
import './theme/global.css';

installChunkErrorListener();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
