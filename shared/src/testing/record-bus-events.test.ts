import { createBus } from '../bus/bus';
import { recordBusEvents } from './record-bus-events';

describe('recordBusEvents', () => {
  it('records the chosen types in emission order, until stopped', () => {
    const bus = createBus();
    const recording = recordBusEvents(bus, ['donate:open', 'loading']);

    bus.emit({ type: 'loading', state: 'start' });
    bus.emit({ type: 'toast', kind: 'info', message: 'not recorded' });
    bus.emit({ type: 'donate:open', kind: 'dapp', submissionId: 's1' });
    recording.stop();
    bus.emit({ type: 'loading', state: 'finish' });

    expect(recording.events).toEqual([
      { type: 'loading', state: 'start' },
      { type: 'donate:open', kind: 'dapp', submissionId: 's1' },
    ]);
    expect(recording.ofType('donate:open')).toEqual([{ type: 'donate:open', kind: 'dapp', submissionId: 's1' }]);
  });

  it('starts with the latest state event, as any late subscriber does', () => {
    const bus = createBus();
    bus.emit({ type: 'footer:visibility', visible: false });
    bus.emit({ type: 'page:view', path: '/en', lang: 'en' });
    const recording = recordBusEvents(bus, ['footer:visibility', 'page:view']);
    expect(recording.events).toEqual([{ type: 'footer:visibility', visible: false }]);
  });
});
