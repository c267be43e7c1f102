import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PreviewApp } from './app/preview-app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewApp />
  </StrictMode>,
);
