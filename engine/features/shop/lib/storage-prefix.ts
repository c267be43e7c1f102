/** requirements/settings.md §9.2 'Frame and settings': the browser-storage key prefix when settings name none. */
export const DEFAULT_STORAGE_PREFIX = '201600627v4';
