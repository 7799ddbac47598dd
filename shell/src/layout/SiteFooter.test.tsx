import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '../i18n/testI18n';
import type { DeclaredRoutes } from '@app/shared';
import { REMOTE_NAMES } from '../routes/routeTable';

// jest runs tests in Node; the shell's own code has no Node types
declare const require: (id: string) => unknown;
declare const __dirname: string;
// the pages the remotes declare (ADR 0027), read as their builds read them
const { readDeclaredRoutes } = require('../../../build/declaredRoutes.cjs') as { readDeclaredRoutes(srcDir: string): DeclaredRoutes };
import { FOOTER_LINKS, SiteFooter } from './SiteFooter';

function renderFooter(language: 'en' | 'ta' | 'bm' = 'en') {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <MemoryRouter>
        <SiteFooter company={{ name: 'Tamil Sdn Bhd', registrationNumber: '202401000001' }} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('SiteFooter (docs/navigation.md: every page a visitor may see is reachable)', () => {
  it('links about, privacy and policies, plans, settings and fonts', () => {
    renderFooter();
    expect(FOOTER_LINKS.map((l) => screen.getByTestId(`footer-${l.key}`).getAttribute('href'))).toEqual([
      '/about',
      '/policies#privacy',
      '/subscription',
      '/settings',
      '/font-settings',
    ]);
    expect(screen.getByText('Tamil Sdn Bhd · 202401000001')).toBeInTheDocument();
  });

  it('links only routes the app has', () => {
    const paths = REMOTE_NAMES.flatMap((remote) => readDeclaredRoutes(`${__dirname}/../../../${remote}/src`).pages.map((p) => `/${p.route}`));
    for (const link of FOOTER_LINKS) expect(paths).toContain(link.to.split('#')[0]);
  });

  it.each([
    ['ta', 'தனியுரிமையும் கொள்கைகளும்'],
    ['bm', 'Privasi dan dasar'],
  ] as const)('is worded in %s', (language, privacy) => {
    renderFooter(language);
    expect(screen.getByTestId('footer-privacy')).toHaveTextContent(privacy);
  });
});
