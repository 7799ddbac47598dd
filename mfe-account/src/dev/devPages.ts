// The pages of this remote (src/App.tsx) that the dev toolbar offers; `DEV_HOME` opens first.
export const DEV_HOME = '/account';
export const DEV_PAGES = ['/account', '/settings', '/font-settings', '/subscription', '/license-management', '/about', '/policies'];
