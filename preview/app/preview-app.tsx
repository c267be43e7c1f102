import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { UiLanguageContext, type UiLanguage } from '../locales/messages.ts';
import { SessionGate } from './session-gate.tsx';

/** Operator calls are not retried: a 401 means sign in, a 409 means someone else saved. */
export function createPreviewQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** The operator preview: its own query cache and UI language, separate from the shop it shows. */
export function PreviewApp({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createPreviewQueryClient());
  const [language, setLanguage] = useState<UiLanguage>('de');
  const ui = useMemo(() => ({ language, setLanguage }), [language]);
  return (
    <QueryClientProvider client={client}>
      <UiLanguageContext.Provider value={ui}>
        <SessionGate />
      </UiLanguageContext.Provider>
    </QueryClientProvider>
  );
}
