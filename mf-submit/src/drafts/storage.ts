/** Every key this section stores starts with it. */
export const STORAGE_PREFIX = 'tp-submit:';
