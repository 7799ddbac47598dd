import { screen } from '@testing-library/react';
import type { Language } from '@app/shared';
import { renderWithPlatform } from '@app/shared/testing';
import { accountPlatform } from '../testing/accountPlatform';
import { AboutPage } from './AboutPage';
import { PoliciesPage } from './PoliciesPage';

const COMPANY = { name: 'Kalvi Digital Sdn Bhd', registrationNumber: '202401012345 (1550000-X)' };

const ABOUT: [Language, string, string][] = [
  ['en', 'About', 'Pupils and teachers in Malaysian schools'],
  ['ta', 'எங்களைப் பற்றி', 'மலேசியப் பள்ளிகளின்'],
  ['bm', 'Tentang kami', 'Murid dan guru di sekolah-sekolah Malaysia'],
];

const POLICIES: [Language, string, string, string][] = [
  ['en', 'Privacy and terms', 'Personal Data Protection Act 2010', 'MyKad number'],
  ['ta', 'தனியுரிமையும் விதிமுறைகளும்', 'தனிநபர் தரவுப் பாதுகாப்புச் சட்டத்தின்', 'மைகாட் எண்'],
  ['bm', 'Privasi dan terma', 'Akta Perlindungan Data Peribadi 2010', 'Nombor MyKad'],
];

function platformIn(language: Language) {
  const platform = accountPlatform({ language });
  platform.config = { ...platform.config, company: COMPANY };
  return platform;
}

// Generous: role queries are slow when the machine is shared with parallel builds.
jest.setTimeout(20_000);

describe('AboutPage', () => {
  for (const [language, heading, audience] of ABOUT) {
    it(`in ${language}, says what the app is, who it is for, and names the company with its registration number`, () => {
      renderWithPlatform(<AboutPage />, platformIn(language), { namespace: 'account' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getByTestId('about-who')).toHaveTextContent(audience);
      expect(screen.getByTestId('about-company')).toHaveTextContent(`${COMPANY.name}`);
      expect(screen.getByTestId('about-company')).toHaveTextContent(COMPANY.registrationNumber);
    });
  }

  // issue 26: "docs/accessibility.md: a WCAG 2.2 AA conformance report …, linked from the about page"
  it('links to the accessibility conformance report, served from docs/accessibility.md', () => {
    renderWithPlatform(<AboutPage />, platformIn('ta'), { namespace: 'account' });
    expect(screen.getByRole('heading', { name: 'அணுகல்தன்மை' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WCAG 2.2 AA/ })).toHaveAttribute('href', '/accessibility-report.txt');
  });
});

describe('PoliciesPage', () => {
  for (const [language, heading, law, mykad] of POLICIES) {
    it(`in ${language}, shows the privacy policy under the PDPA 2010 and the terms of use`, () => {
      renderWithPlatform(<PoliciesPage />, platformIn(language), { namespace: 'account' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getByTestId('privacy-controller')).toHaveTextContent(law);
      expect(screen.getByTestId('privacy-controller')).toHaveTextContent(COMPANY.registrationNumber);
      expect(screen.getByTestId('privacy-collect')).toHaveTextContent(mykad);
      for (const id of ['why', 'children', 'retention', 'rights', 'contact']) expect(screen.getByTestId(`privacy-${id}`)).not.toBeEmptyDOMElement();
      expect(screen.getByTestId('policies-terms').querySelectorAll('h3')).toHaveLength(6);
      // no untranslated key leaks onto the page
      expect(document.body.textContent).not.toMatch(/policies\.(privacy|terms)\./);
    });
  }
});
