/**
 * The payment feature reads no server data through the cache: its calls are one-shot actions.
 * This file is what other features may import (house-style.md §2): the checksum call for the
 * express wallet and instant transfer, which the checkout's process step starts.
 */
export { postChecksum } from './payment.api.ts';
