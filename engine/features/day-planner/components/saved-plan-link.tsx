import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useAtomValue } from '../../../shared/state/jotai.ts';
import { savedPlanAtom } from '../state/day-plan.atoms.ts';

/** The way back from the cart to the day plan and its calendar file (issue 18); nothing without a plan. */
export function SavedPlanLink({ prefix }: { prefix: string }) {
  const { t } = useTranslation('day-planner');
  const plan = useAtomValue(savedPlanAtom(prefix));
  if (!plan) return null;
  return <p><Link to={paths.dayPlan.href(plan.query)}>{t('saved.link')}</Link></p>;
}
