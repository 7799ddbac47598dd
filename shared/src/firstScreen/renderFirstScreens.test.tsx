import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePlatform } from '../react/PlatformContext';
import { useObservable } from '../react/useObservable';
import { renderFirstScreens } from './renderFirstScreens';

const TRANSLATIONS = {
  ta: { title: 'விளையாட்டுகள்', more: 'மேலும்' },
  en: { title: 'Games', more: 'More' },
  bm: { title: 'Permainan', more: 'Lagi' },
};

function More() {
  const { t } = useTranslation();
  return <p>{t('more')}</p>;
}
const Later = lazy(async () => ({ default: More }));

/** A page as a remote writes one: Platform, strings, router, lazy code and an api call in an effect. */
function Page() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const language = useObservable(platform.language$, 'ta');
  const auth = useObservable(platform.auth$, { status: 'authenticated' } as never);
  const { pathname } = useLocation();
  useEffect(() => {
    void platform.http.get('/wp-json/custom/v1/topics');
  }, [platform]);
  return (
    <article data-language={language} data-auth={auth.status} data-path={pathname} data-testid="page-home">
      <h1>{t('title')}</h1>
      <Suspense fallback={<p>…</p>}>
        <Later />
      </Suspense>
    </article>
  );
}

describe('renderFirstScreens', () => {
  it('draws each page in every language, as a visitor not signed in sees it, with its lazy parts and no test ids', async () => {
    const pages = await renderFirstScreens({ namespace: 'games', translations: TRANSLATIONS, pages: { '/home': () => <Page /> } });
    expect(Object.keys(pages)).toEqual(['/home']);
    expect(pages['/home']).toEqual({
      ta: '<article data-language="ta" data-auth="unauthenticated" data-path="/home"><h1>விளையாட்டுகள்</h1><p>மேலும்</p></article>',
      en: '<article data-language="en" data-auth="unauthenticated" data-path="/home"><h1>Games</h1><p>More</p></article>',
      bm: '<article data-language="bm" data-auth="unauthenticated" data-path="/home"><h1>Permainan</h1><p>Lagi</p></article>',
    });
  });

  it('escapes text, so a string can never become markup', async () => {
    const pages = await renderFirstScreens({
      namespace: 'games',
      translations: { ...TRANSLATIONS, en: { title: '</template><script>alert(1)</script>', more: '' } },
      pages: { '/home': () => <Page /> },
    });
    expect(pages['/home']?.en).toContain('&lt;/template&gt;&lt;script&gt;');
    expect(pages['/home']?.en).not.toContain('<script>');
  });
});
