import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';

/** Spec cart §8.1: a failed bootstrap shows the generic page error with its details. */
export function PageError({ error }: { error: unknown }) {
  return (
    <main className="shop-main" id="main">
      <ErrorBanner error={error} />
    </main>
  );
}
