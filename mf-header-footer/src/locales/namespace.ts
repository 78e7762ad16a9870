/** The i18next namespace of the header's and footer's strings. */
export const NAMESPACE = 'headerFooter';
