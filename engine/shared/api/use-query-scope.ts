import { useTranslation } from 'react-i18next';
import { useApiConfig } from './api-context.tsx';
import type { QueryScope } from './query-scope.ts';

/** The current shop and language, for query factories. */
export function useQueryScope(): QueryScope {
  const api = useApiConfig();
  const { i18n } = useTranslation();
  return { api, locale: i18n.resolvedLanguage ?? i18n.language };
}
