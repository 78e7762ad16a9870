import { BehaviorSubject, Subject, filter, map, type Observable } from '../facades/rxjs';
import { EVENT_REPLAY, type ShellEvent, type ShellEventOf, type ShellEventType } from '../contracts/events';

export interface ShellBus {
  emit(event: ShellEvent): void;
  /** Events of one type; `last` events replay the latest one to a new subscriber (see EVENT_REPLAY). */
  on<T extends ShellEventType>(type: T): Observable<ShellEventOf<T>>;
}

/** The bus: one Subject for moments, one BehaviorSubject per `last` event type for state. */
export function createBus(): ShellBus {
  const moments = new Subject<ShellEvent>();
  const states = new Map<ShellEventType, BehaviorSubject<ShellEvent | undefined>>();
  const stateOf = (type: ShellEventType) => {
    let subject = states.get(type);
    if (!subject) {
      subject = new BehaviorSubject<ShellEvent | undefined>(undefined);
      states.set(type, subject);
    }
    return subject;
  };
  return {
    emit(event) {
      if (EVENT_REPLAY[event.type] === 'last') stateOf(event.type).next(event);
      else moments.next(event);
    },
    on<T extends ShellEventType>(type: T) {
      const source: Observable<ShellEvent | undefined> = EVENT_REPLAY[type] === 'last' ? stateOf(type) : moments;
      return source.pipe(
        filter((event): event is ShellEventOf<T> => event !== undefined && event.type === type),
        map((event) => event),
      );
    },
  };
}
