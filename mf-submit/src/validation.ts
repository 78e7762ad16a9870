// The one way into the shared schemas in this section: zod learns first that eval is off.
import './zod-jitless';

export * from '@tp/shared/validation';
