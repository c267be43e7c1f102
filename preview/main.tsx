import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Placeholder until the operator preview (issue 8) lands: links to the live shop. */
function PreviewPlaceholder() {
  return (
    <main style={{ fontFamily: 'system-ui', padding: '2rem' }}>
      <h1>Shop preview</h1>
      <p>The operator preview is not built yet. Open the <a href="../">shop</a>.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewPlaceholder />
  </StrictMode>,
);
