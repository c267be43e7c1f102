import type { UiSchema } from '@rjsf/utils';

/** Waiting room: the switch and host; the timing values are set together with the queue provider. */
export const waitingRoomUiSchema: UiSchema = {
  'ui:order': ['enabled', 'host', 'tokenLifetimeSeconds', 'pollingSeconds'],
};
