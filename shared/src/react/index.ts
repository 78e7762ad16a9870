export * from './use-observable';
export * from './shell-context';
export * from './section-error';
export * from './create-section-app';
export * from './common-namespace';
export * from './site-link';
export * from './form-guard';
export * from './site-location';
