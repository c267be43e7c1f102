import { ANNUAL_TOKEN } from '../../../../tests/mocks/fixtures/annual.ts';

/** The list and a slot's detail of the story order (tests/mocks/fixtures/annual.ts). */
export const listRoute = `/annual/personalisation/${ANNUAL_TOKEN}`;
export const detailRoute = (saleId: number, personalizationId: number) => `${listRoute}/${saleId}/${personalizationId}`;
