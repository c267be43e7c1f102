import { createContext, use, type ReactNode } from 'react';
import type { ApiConfig } from './api-config.ts';

const ApiConfigContext = createContext<ApiConfig | null>(null);

export function ApiConfigProvider({ config, children }: { config: ApiConfig; children: ReactNode }) {
  return <ApiConfigContext value={config}>{children}</ApiConfigContext>;
}

export function useApiConfig(): ApiConfig {
  const config = use(ApiConfigContext);
  if (!config) throw new Error('useApiConfig needs <ShopProviders> (or <ApiConfigProvider>) above it.');
  return config;
}
