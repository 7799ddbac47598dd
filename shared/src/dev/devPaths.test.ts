import { devPaths } from './devPaths';

describe('devPaths', () => {
  it('should offer every declared page once, a pattern by its example and never the bare root', () => {
    const pages = [
      { route: '', component: 'HomePage' },
      { route: 'home', component: 'HomePage' },
      { route: 'contest/:id', component: 'ContestPage', example: 'contest/815' },
      { route: 'topic-form', component: 'TopicFormPage' },
    ];
    expect(devPaths(pages)).toEqual(['/home', '/contest/815', '/topic-form']);
  });
});
