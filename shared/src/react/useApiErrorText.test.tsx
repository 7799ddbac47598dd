/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { apiErrorCodeTexts } from '@app/shared/contract';
import { ApiError } from '../http/apiError';
import { createFakePlatform } from '../testing/createFakePlatform';
import { renderWithPlatform } from '../testing/renderWithPlatform';
import { useApiErrorText } from './useApiErrorText';

const refused = new ApiError('Invalid coupon code.', 'invalid_coupon', 404, false);

function Failure() {
  const errorText = useApiErrorText();
  return <p data-testid="failure">{errorText(refused)}</p>;
}

describe("useApiErrorText: a page that words failures loads the api's error texts as it opens", () => {
  it('words a code by its kind until the texts are there, then by its own words, in the reader’s language', async () => {
    // in no first download: nothing has loaded them yet
    expect(apiErrorCodeTexts('ta')).toBeUndefined();
    renderWithPlatform(<Failure />, createFakePlatform({ language: 'ta' }));
    // a 404 without its words reads as "not found"
    expect(screen.getByTestId('failure')).toHaveTextContent('அதைக் கண்டுபிடிக்க முடியவில்லை.');
    expect(await screen.findByText('தவறான கூப்பன் குறியீடு.')).toBeInTheDocument();
    expect(apiErrorCodeTexts('ta')).toBeDefined();
  });
});
