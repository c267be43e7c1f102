import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { storeLanguage } from '../../../shared/i18n/language-preference.ts';
import { layerTranslations } from '../../../shared/i18n/layer-translations.ts';
import { switchLocale } from '../../../shared/i18n/switch-locale.ts';
import { paths } from '../../../app/paths.ts';
import { shopQueries } from '../../shop/api/shop.queries.ts';

/**
 * Switches the shop language: the bootstrap of the new language (its translations) is loaded first,
 * so the page never flashes untranslated; then i18next, dayjs, the URL and storage follow together.
 */
export function useLanguage() {
  const queryClient = useQueryClient();
  const api = useApiConfig();
  const { i18n } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();

  const changeLanguage = useCallback(
    async (language: string) => {
      try {
        const view = await queryClient.ensureQueryData(shopQueries.bootstrap({ api, locale: language }));
        await layerTranslations(i18n, view.locale, view.translations);
        await switchLocale(i18n, view.locale);
        storeLanguage(view.storagePrefix, view.locale);
        setSearchParams((params) => {
          params.set('lang', view.locale);
          return params;
        }, { replace: true });
      } catch (error) {
        if (isApiError(error) && error.status === 503) void navigate(paths.maintenance.href());
        else console.error('[i18n] language switch failed', error);
      }
    },
    [queryClient, api, i18n, setSearchParams, navigate],
  );

  return { language: i18n.language, changeLanguage };
}
