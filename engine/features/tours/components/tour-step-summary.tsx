import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';

interface TourStepSummaryProps {
  label: string;
  changeLabel: string;
  /** Focus the summary when it appears (after the user finished the step). */
  autoFocus?: boolean;
  onChange: () => void;
}

/** A finished step (date or start time) with its toggle back (requirements/tours.md §2.1 'Toggle/edit buttons'). */
export function TourStepSummary({ label, changeLabel, autoFocus = false, onChange }: TourStepSummaryProps) {
  const ref = useFocusOnMount<HTMLParagraphElement>(autoFocus);
  return (
    <div className="tour-step-summary">
      <p className="tour-step-summary__label" tabIndex={-1} ref={ref}>{label}</p>
      <button type="button" className="link-button" onClick={onChange}>{changeLabel}</button>
    </div>
  );
}
