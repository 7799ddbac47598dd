// The pages of this remote (src/App.tsx) that the dev toolbar offers; `DEV_HOME` opens first.
export const DEV_HOME = '/home';
export const DEV_PAGES = [
  '/home', '/search', '/blank', '/error', '/jumble', '/guess', '/pair', '/group', '/mark', '/stack', '/reform',
  '/change', '/match', '/picture', '/audio', '/choice', '/spell', '/phrase', '/tile', '/cross', '/create',
  '/question', '/syllabus', '/data', '/topic-form',
];
