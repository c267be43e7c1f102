import { describe, expect, it } from 'vitest';
import { equipmentName, equipmentOptions, equipmentQuantity } from './equipment.ts';

const audioGuide = { id: 1, max: 3, type: { de: 'Audioguide', en: 'Audio guide' }, title: { de: 'Audioguide', en: 'Audio guide' } };

describe('spec §5 Tours: equipment 0..smaller of the equipment max and the participant count', () => {
  it('is bounded by the participants', () => {
    expect(equipmentOptions(audioGuide, 2)).toEqual([0, 1, 2]);
  });
  it('is bounded by the equipment max', () => {
    expect(equipmentOptions(audioGuide, 10)).toEqual([0, 1, 2, 3]);
  });
  it('offers only 0 without participants, and clamps an earlier choice', () => {
    expect(equipmentOptions(audioGuide, 0)).toEqual([0]);
    expect(equipmentQuantity(audioGuide, 3, 1)).toBe(1);
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
