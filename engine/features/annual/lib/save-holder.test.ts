import { describe, expect, it, vi } from 'vitest';
import { buildBuyer, buildHolder, mixedOrder } from '../../../../tests/mocks/fixtures/annual.ts';
import { initialHolderValues } from './holder-form.ts';
import { saveHolder, type HolderCalls } from './save-holder.ts';

const order = mixedOrder();
const [slotAdrian, , slotEmpty] = order.ticket_sales[0]!.personalizations;
const created = { ...buildHolder({ id: 146, addresses: [{ id: 151, street: 'x', zip: '1', city: 'y', country_id: 60 }] }), personalization_token: 'new-token' };

function fakeCalls(overrides: Partial<HolderCalls> = {}) {
  return {
    createHolder: vi.fn(async () => created),
    updateHolder: vi.fn(async () => ({ ...created, id: 46, personalization_token: 'adrian-token' })),
    updatePersonalization: vi.fn(async () => ({})),
    uploadPhoto: vi.fn(async () => ({})),
    ...overrides,
  };
}

describe('saving a slot (contract, requirements/annual-and-vip.md §7)', () => {
  it('creates a new holder, then links the slot with its token and first address', async () => {
    const calls = fakeCalls();
    const initial = initialHolderValues(order, slotEmpty!, 'newUser');
    await saveHolder(calls, { order, slot: slotEmpty!, method: 'newUser', values: { ...initial, name: 'Lotte' }, initial, file: null });
    expect(calls.createHolder).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lotte' }));
    expect(calls.updatePersonalization).toHaveBeenCalledWith(12, { customer_personalization_token: 'new-token', customer_adress_id: 151, dispatch_mode_id: null });
  });

  it('updates an existing holder instead of creating one', async () => {
    const calls = fakeCalls();
    const initial = initialHolderValues(order, slotAdrian!, 'newUser');
    await saveHolder(calls, { order, slot: slotAdrian!, method: 'newUser', values: { ...initial, addr_city: 'Potsdam' }, initial, file: null });
    expect(calls.createHolder).not.toHaveBeenCalled();
    expect(calls.updateHolder).toHaveBeenCalledWith(46, expect.objectContaining({ addr_city: 'Potsdam' }));
    expect(calls.updatePersonalization).toHaveBeenCalledWith(10, expect.objectContaining({ customer_personalization_token: 'adrian-token' }));
  });

  it("uses the buyer's token and chosen address; a changed date of birth updates the buyer", async () => {
    const calls = fakeCalls();
    const initial = initialHolderValues(order, slotEmpty!, 'currentUser');
    const values = { ...initial, customer_adress_id: '19', buyer_date_of_birth: '1980-05-05' };
    await saveHolder(calls, { order, slot: slotEmpty!, method: 'currentUser', values, initial, file: null });
    expect(calls.updateHolder).toHaveBeenCalledWith(buildBuyer().id, { date_of_birth: '1980-05-05' });
    expect(calls.updatePersonalization).toHaveBeenCalledWith(12, { customer_personalization_token: 'buyer-token', customer_adress_id: 19, dispatch_mode_id: null });
  });

  it('uploads the photo after the save and only logs a failed upload (requirements/annual-and-vip.md §8)', async () => {
    const log = vi.fn();
    const calls = fakeCalls({ uploadPhoto: vi.fn(async () => Promise.reject(new Error('too big'))) });
    const initial = initialHolderValues(order, slotEmpty!, 'currentUser');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await expect(saveHolder(calls, { order, slot: slotEmpty!, method: 'currentUser', values: initial, initial, file }, log)).resolves.toBeUndefined();
    expect(calls.uploadPhoto).toHaveBeenCalledWith(12, file);
    expect(log).toHaveBeenCalledWith('Annual photo upload failed', expect.any(Error));
  });

  it('does not send the slot when a failing holder call rejects', async () => {
    const calls = fakeCalls({ createHolder: vi.fn(async () => Promise.reject(new Error('422'))) });
    const initial = initialHolderValues(order, slotEmpty!, 'newUser');
    await expect(saveHolder(calls, { order, slot: slotEmpty!, method: 'newUser', values: initial, initial, file: null })).rejects.toThrow('422');
    expect(calls.updatePersonalization).not.toHaveBeenCalled();
  });
});
