// The part of react-i18next our apps use; <Trans> (and the HTML parser it brings) is left out.
// Shared as the 'react-i18next' singleton.
export { I18nextProvider, I18nContext, initReactI18next, useTranslation, withTranslation } from '@real/react-i18next';
