import { ROUTES } from './routeTable';

const byPath = (p: string) => ROUTES.find((r) => r.path === p);

describe('route table (docs/requirements.md §2)', () => {
  it.each(['/', '/home', '/search', '/blank', '/error', '/jumble', '/guess', '/account', '/dashboard', '/settings'])(
    'guards %s behind the developer-access guard',
    (path) => expect(byPath(path)?.guarded).toBe(true),
  );

  it.each([
    'pair',
    'group',
    'mark',
    'create',
    'stack',
    'reform',
    'change',
    'match',
    'picture',
    'audio',
    'choice',
    'spell',
    'phrase',
    'tile',
    'cross',
    'subscription',
    'leaderboard',
    'gameboard',
    'schoolboard',
    'font-settings',
    'about',
    'policies',
    'syllabus',
    'question',
    'data',
    'topic-form',
    'certificate',
    'scoreboard',
    'contests',
    'contest/:id',
    'performance',
    'mwhecert',
    'mwhwinners',
    'tamilict',
    'license-management',
    'solvallar-contest',
    'solvallar-winners',
    'solvallar-certificate',
  ])('leaves /%s unguarded', (path) => expect(byPath(`/${path}`)?.guarded).toBe(false));

  it('protects contest levels with the contest guard', () => {
    expect(byPath('/solvallarcontest/:round/:level')).toMatchObject({ remote: 'mfe-contests', guard: 'solvallarLevel' });
  });

  it('maps every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(49);
  });
});
