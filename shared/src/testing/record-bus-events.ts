import { merge } from 'rxjs';
import type { ShellBus } from '../bus/bus';
import type { ShellEvent, ShellEventOf, ShellEventType } from '../contracts/events';

export interface BusRecording {
  /** Events of the recorded types, in the order they were emitted. */
  readonly events: readonly ShellEvent[];
  /** The recorded events of one type. */
  ofType<T extends ShellEventType>(type: T): ShellEventOf<T>[];
  stop(): void;
}

/**
 * Records the bus's events of the given types. As with any subscriber, `last`
 * events (see EVENT_REPLAY) start with the latest one already emitted.
 */
export function recordBusEvents(bus: ShellBus, types: readonly ShellEventType[]): BusRecording {
  const events: ShellEvent[] = [];
  const subscription = merge(...types.map((type) => bus.on(type))).subscribe((event) => events.push(event));
  return {
    events,
    ofType: <T extends ShellEventType>(type: T) => events.filter((e): e is ShellEventOf<T> => e.type === type),
    stop: () => subscription.unsubscribe(),
  };
}
