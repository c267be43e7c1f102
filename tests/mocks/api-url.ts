/** Every handler matches the API under any origin, as the shop may run against any base. */
export const api = (path: string) => `*/api/v4${path}`;
