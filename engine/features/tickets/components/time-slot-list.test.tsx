import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../settings/defaults.gen.ts';
import { TimeSlotList } from './time-slot-list.tsx';

const group = DEFAULT_SETTINGS.tickets.groups[0]!;
const day = '2026-11-26';
const at = (time: string) => `${day}T${time}:00+01:00`;
// Without an i18n instance useTranslation answers with the keys, which is what these tests read.
const slots = [
  { start_time: at('12:00'), capacity: 0, total_capacity: 50 },
  { start_time: at('12:30'), capacity: 0, total_capacity: 50 },
  { start_time: at('13:00'), capacity: 0, total_capacity: 50 },
  { start_time: at('13:30'), capacity: 20, total_capacity: 50 },
];

describe('TimeSlotList (issue 19: past is not booked out)', () => {
  it('shows slots that have begun as past, not as sold out, and keeps a later full slot sold out', () => {
    const now = Date.parse(at('12:45'));
    render(<TimeSlotList date={day} slots={slots} options={group.timeOptions} colours={group.timeSlotCapacity} onSelect={() => {}} now={now} />);
    for (const time of ['12:00', '12:30']) {
      const button = screen.getByRole('button', { name: new RegExp(`^${time}`) });
      expect(button).toHaveAccessibleName(`${time}, time.past`);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveClass('time-slot--past');
    }
    expect(screen.getByRole('button', { name: /^13:00/ })).toHaveAccessibleName('13:00, time.soldOut');
    expect(screen.getByRole('button', { name: /^13:30/ })).toHaveAttribute('aria-disabled', 'false');
  });
});
