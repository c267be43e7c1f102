import type { UiSchema } from '@rjsf/utils';

/** Waiting room: the switch and host, then the built-in queue's capacity, then the timing values. */
export const waitingRoomUiSchema: UiSchema = {
  'ui:order': ['enabled', 'host', 'capacity', 'visitMinutes', 'tokenLifetimeSeconds', 'pollingSeconds'],
};
