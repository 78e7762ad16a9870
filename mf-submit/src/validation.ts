// The one way into the shared schemas in this section (they set zod up for the strict CSP themselves).
export * from '@tp/shared/validation';
