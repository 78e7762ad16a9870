/**
 * The react-i18next exports the site uses, shared as one singleton in place of
 * the package so only these ship (see ./router.ts for why): `Trans` and its
 * HTML parser stay out. Import react-i18next from here.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
