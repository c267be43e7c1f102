import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { themeStyle } from '../../engine/shared/ui/theme-vars.ts';
import { UiLanguageContext, type UiLanguage } from '../locales/messages.ts';
import { SessionGate } from './session-gate.tsx';
// The tool's styles come with the tool, so its stories look like the real preview.
import '../preview.css';

/** Operator calls are not retried: a 401 means sign in, a 409 means someone else saved. */
export function createPreviewQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** The default theme's colour roles (themes/default/tokens.ts) as --shop-* variables: the tool wears the shop's design. */
const TOKENS = themeStyle();

/** The operator preview: its own query cache and UI language, separate from the shop it shows. */
export function PreviewApp({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createPreviewQueryClient());
  const [language, setLanguage] = useState<UiLanguage>('de');
  const ui = useMemo(() => ({ language, setLanguage }), [language]);
  return (
    <QueryClientProvider client={client}>
      <UiLanguageContext.Provider value={ui}>
        {/* The tool speaks the interface language (screen readers, hyphenation); the live shop marks its own (preview-stage.tsx). */}
        <div className="preview-root" style={TOKENS} lang={language}>
          <SessionGate />
        </div>
      </UiLanguageContext.Provider>
    </QueryClientProvider>
  );
}
