// The pages of this remote (src/App.tsx) that the dev toolbar offers; `DEV_HOME` opens first.
export const DEV_HOME = '/contests';
export const DEV_PAGES = [
  '/contests',
  '/contest/1',
  '/solvallar-contest',
  '/solvallarcontest/1/1',
  '/solvallar-winners',
  '/solvallar-certificate',
  '/certificate',
  '/mwhecert',
  '/mwhwinners',
  '/tamilict',
];
