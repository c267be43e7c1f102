import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsProblem } from '../../../settings/resolve-settings.ts';
import './settings-problems.css';

/** For operators and developers: settings that failed validation and fell back to defaults. */
export function SettingsProblems({ problems }: { problems: SettingsProblem[] }) {
  const { t } = useTranslation('shop');
  const [hidden, setHidden] = useState(false);
  if (hidden || problems.length === 0) return null;
  return (
    <aside className="settings-problems" aria-label={t('problems.title')}>
      <strong>{t('problems.title')}</strong> {t('problems.intro', { count: problems.length })}
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.path}|${problem.message}`}>
            <code>{problem.path || '/'}</code>: {problem.message}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => setHidden(true)}>
        {t('problems.hide')}
      </button>
    </aside>
  );
}
