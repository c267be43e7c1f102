import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../settings/defaults.gen.ts';
import { TimeSlotList } from './time-slot-list.tsx';

const group = DEFAULT_SETTINGS.tickets.groups[0]!;
const day = '2026-11-26';
const at = (time: string) => `${day}T${time}:00+01:00`;
// The server reports slots that have begun with no places left, like a sold-out slot.
const slots = [
  { start_time: at('12:00'), capacity: 0, total_capacity: 50 },
  { start_time: at('12:30'), capacity: 0, total_capacity: 50 },
  { start_time: at('13:00'), capacity: 0, total_capacity: 50 },
  { start_time: at('13:30'), capacity: 20, total_capacity: 50 },
];
const list = (now: number) => render(<TimeSlotList date={day} slots={slots} options={group.timeOptions} colours={group.timeSlotCapacity} onSelect={() => {}} now={now} />);

// Without an i18n instance useTranslation answers with the keys, which is what these tests read.
describe('TimeSlotList (issue 19: past is not booked out)', () => {
  it('leaves out slots that have begun instead of showing them sold out; a later full slot stays sold out', () => {
    list(Date.parse(at('12:45')));
    expect(screen.queryByRole('button', { name: /^12:00/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^12:30/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^13:00/ })).toHaveAccessibleName('13:00, time.soldOut');
    expect(screen.getByRole('button', { name: /^13:30/ })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says no entry times are left when the whole day has begun, rather than listing it sold out', () => {
    list(Date.parse(at('14:00')));
    expect(screen.queryAllByRole('button', { name: /time\.soldOut/ })).toEqual([]);
    expect(screen.getByText('time.noSlots')).toBeInTheDocument();
  });
});
