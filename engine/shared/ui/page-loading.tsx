import { Loading } from './loading.tsx';

/**
 * A lazily loaded page's place while its chunk, or its loader's data, is on the way; the frame around
 * it has painted already (routes.ts). The spinner shows only once that takes a while (base.css), so
 * the usual wait of a moment flashes nothing.
 */
export function PageLoading() {
  return (
    <div className="page-pending page-pending--loading">
      <Loading />
    </div>
  );
}
