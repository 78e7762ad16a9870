export * from './fake-http';
export * from './fake-shell-props';
export * from './record-bus-events';
export * from './site-settings';
