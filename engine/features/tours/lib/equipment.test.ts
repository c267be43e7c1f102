import { describe, expect, it } from 'vitest';
import { equipmentFree, equipmentName, equipmentOptions, equipmentQuantity, equipmentState, equipmentStock } from './equipment.ts';

const audioGuide = { id: 1, max: 3, type: { de: 'Audioguide', en: 'Audio guide' }, title: { de: 'Audioguide', en: 'Audio guide' } };
const known = (free: number) => ({ status: 'known' as const, free });

describe('requirements/tours.md §5.1 Tours: equipment 0..smaller of the free pieces and the participant count', () => {
  it('is bounded by the participants', () => {
    expect(equipmentOptions(audioGuide, 2)).toEqual([0, 1, 2]);
  });
  it('is bounded by the equipment max when the free pieces are unknown', () => {
    expect(equipmentOptions(audioGuide, 10)).toEqual([0, 1, 2, 3]);
  });
  it('offers only 0 without participants, and clamps an earlier choice', () => {
    expect(equipmentOptions(audioGuide, 0)).toEqual([0]);
    expect(equipmentQuantity(audioGuide, 3, 1)).toBe(1);
  });
  it('offers at most what is still free at the start (requirements/api.md §7.4)', () => {
    expect(equipmentOptions(audioGuide, 10, known(2))).toEqual([0, 1, 2]);
    expect(equipmentQuantity(audioGuide, 3, 10, known(2))).toBe(2);
    expect(equipmentOptions(audioGuide, 10, known(0))).toEqual([0]);
  });
  it('never offers more than the configured max, whatever the server says', () => {
    expect(equipmentFree(audioGuide, known(9))).toBe(3);
  });
  it('offers nothing while the free pieces load', () => {
    expect(equipmentOptions(audioGuide, 10, { status: 'pending' })).toEqual([0]);
    expect(equipmentQuantity(audioGuide, 2, 10, { status: 'pending' })).toBe(0);
  });
});

describe('equipment stock and state', () => {
  it('reads the query: data is known, loading is pending, a failure is unknown', () => {
    expect(equipmentStock({ isPending: false, data: 4 })).toEqual(known(4));
    expect(equipmentStock({ isPending: true })).toEqual({ status: 'pending' });
    expect(equipmentStock({ isPending: false })).toEqual({ status: 'unknown' });
  });
  it('is sold out at 0 and few left within the threshold of the max', () => {
    const guides = { ...audioGuide, max: 20 };
    expect(equipmentState(guides, known(0), 70)).toBe('soldOut');
    expect(equipmentState(guides, known(3), 30)).toBe('fewLeft');
    expect(equipmentState(guides, known(7), 30)).toBe('free');
    expect(equipmentState(guides, { status: 'unknown' }, 30)).toBe('free');
    expect(equipmentState(guides, { status: 'pending' }, 30)).toBe('pending');
  });
});

describe('equipment names', () => {
  it('reads the shop language of a per-language document, else German', () => {
    expect(equipmentName(audioGuide, 'en')).toBe('Audio guide');
    expect(equipmentName(audioGuide, 'fr')).toBe('Audioguide');
  });
  it('takes plain text as it is', () => {
    expect(equipmentName({ id: 2, max: 1, type: 'Headset' }, 'en')).toBe('Headset');
  });
});
