import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '../i18n/testI18n';
import { ROUTES } from '../routes/routeTable';
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
      expect.stringMatching(/^\/(privacy|policies)$/),
      '/subscription',
      '/settings',
      '/font-settings',
    ]);
    expect(screen.getByText('Tamil Sdn Bhd · 202401000001')).toBeInTheDocument();
  });

  it('links only routes the app has', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const link of FOOTER_LINKS) expect(paths).toContain(link.to);
  });

  it.each([
    ['ta', 'தனியுரிமையும் கொள்கைகளும்'],
    ['bm', 'Privasi dan dasar'],
  ] as const)('is worded in %s', (language, privacy) => {
    renderFooter(language);
    expect(screen.getByTestId('footer-privacy')).toHaveTextContent(privacy);
  });
});
