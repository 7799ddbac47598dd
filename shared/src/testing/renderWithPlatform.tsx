import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '@app/shared/contract';
import type { FakePlatform } from './createFakePlatform';

/** Renders a page of a remote the way the parcel does, at a given URL. */
export function renderWithPlatform(
  ui: ReactElement,
  platform: FakePlatform,
  { route = '/', namespace }: { route?: string; namespace?: string } = {},
): RenderResult {
  return render(
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={platform.i18n} defaultNS={namespace}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </PlatformProvider>,
  );
}
