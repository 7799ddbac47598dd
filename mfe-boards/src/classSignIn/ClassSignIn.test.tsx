import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, renderWithPlatform, type FakeRequest } from '@app/shared/testing';
import type { Language } from '@app/shared';
import { boardsPlatform, signedIn, TEACHER_PRO } from '../testing/boardsPlatform';
import { ClassSignIn } from './ClassSignIn';
import type { IssuedCard, PupilSignIn } from './classSignInApi';

jest.setTimeout(20_000);

const BASE = '/wp-json/custom/v1/boards/classes/12/sign-in';
const MORE_TIME = '/wp-json/custom/v1/contest-accommodations';
const PUPILS: PupilSignIn[] = [
  { user_id: 31, first_name: 'Kavin', last_name: 'Raj', card_issued_at: null, pictures: { allowed: true, set: false, locked: false } },
  { user_id: 32, first_name: 'Priya', last_name: 'Devi', card_issued_at: '2026-11-20T02:00:00.000Z', pictures: { allowed: false, set: false, locked: false } },
];
const card = (p: PupilSignIn): IssuedCard => ({
  user_id: p.user_id,
  first_name: p.first_name,
  last_name: p.last_name,
  card: `secret-of-${p.user_id}-0123456789abcdefghij`,
  code: 'K7P4MX',
  issued_at: '2026-11-28T02:00:00.000Z',
});

/** A stand-in for the new tab the cards print in. */
function fakeSheet() {
  let html = '';
  const sheet = { document: { open: jest.fn(), write: (h: string) => (html += h), close: jest.fn() }, focus: jest.fn(), print: jest.fn(), close: jest.fn() };
  return { sheet, html: () => html };
}

function render(routes: Record<string, unknown> = {}, language: Language = 'en') {
  // Priya (32) already has more time in contests
  const api = fakeApi({ [`GET ${BASE}`]: { pupils: PUPILS }, [`GET ${MORE_TIME}`]: { moreTime: ['32'] }, ...routes });
  renderWithPlatform(
    <ClassSignIn classId={12} className="3 Melur" />,
    boardsPlatform({ api, language, auth: signedIn('teacher'), subscription: TEACHER_PRO }),
    {
      namespace: 'boards',
    },
  );
  return api;
}

describe('ClassSignIn: sign-in cards and pictures on the class page (docs/adr/0018)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the pupils in Tamil with their card and pictures, and prints a whole class of cards in a new tab', async () => {
    const { sheet, html } = fakeSheet();
    jest.spyOn(window, 'open').mockReturnValue(sheet as unknown as Window);
    const api = render({ [`POST ${BASE}/cards`]: { cards: PUPILS.map(card) } }, 'ta');
    await userEvent.click(screen.getByRole('button', { name: 'உள்நுழைவு அட்டைகள், படங்கள், கூடுதல் நேரம்' }));
    const rows = await screen.findAllByTestId('sign-in-pupil');
    expect(rows[0]).toHaveTextContent('Kavin Raj');
    expect(rows[0]).toHaveTextContent('அட்டை இல்லை');
    expect(rows[0]).toHaveTextContent('படங்கள் இன்னும் இல்லை');
    expect(rows[1]).toHaveTextContent('அட்டை அச்சிட்டது');
    await userEvent.click(screen.getByTestId('cards-print-all'));
    expect(await screen.findByTestId('class-sign-in-message')).toHaveTextContent('2 அட்டைகள் புதிய தாவலில் அச்சிடத் தயாராக உள்ளன.');
    expect(api.callsTo(`POST ${BASE}/cards`).map((c) => c.body)).toEqual([{}]);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(html()).toContain('Kavin Raj');
    expect(html()).toContain('K7P-4MX');
    expect(html()).toContain('புதிய கைப்பேசியில்: இந்த QR குறியீட்டைக் கேமராவால் வருடுங்கள்.');
    expect(html()).toMatch(/<img src="data:image\/png;base64,/);
    await waitFor(() => expect(sheet.print).toHaveBeenCalled());
  });

  it('prints a new card for one pupil, and stops a card', async () => {
    const { sheet } = fakeSheet();
    jest.spyOn(window, 'open').mockReturnValue(sheet as unknown as Window);
    const api = render({
      [`POST ${BASE}/cards`]: { cards: [card(PUPILS[1]!)] },
      [`DELETE ${BASE}/cards/32`]: { ...PUPILS[1], card_issued_at: null },
    });
    await userEvent.click(screen.getByTestId('class-sign-in-toggle'));
    const priya = (await screen.findAllByTestId('sign-in-pupil'))[1]!;
    await userEvent.click(within(priya).getByRole('button', { name: 'New card' }));
    await screen.findByText('1 card is ready to print in a new tab.');
    expect(api.callsTo(`POST ${BASE}/cards`).map((c) => c.body)).toEqual([{ user_ids: [32] }]);
    await userEvent.click(within(priya).getByRole('button', { name: 'Stop this card' }));
    expect(await screen.findByTestId('class-sign-in-message')).toHaveTextContent("Priya's card no longer works.");
    expect(within(screen.getAllByTestId('sign-in-pupil')[1]!).getByText(/No card/)).toBeInTheDocument();
  });

  it("sets a Year 1–3 pupil's two pictures, offered only to those pupils", async () => {
    const api = render({ [`PUT ${BASE}/pictures/31`]: { ...PUPILS[0], pictures: { allowed: true, set: true, locked: false } } });
    await userEvent.click(screen.getByTestId('class-sign-in-toggle'));
    const [kavin, priya] = await screen.findAllByTestId('sign-in-pupil');
    expect(within(priya!).queryByRole('button', { name: 'Choose pictures' })).not.toBeInTheDocument();
    await userEvent.click(within(kavin!).getByRole('button', { name: 'Choose pictures' }));
    expect(screen.getByTestId('pictures-save')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sun' }));
    await userEvent.click(screen.getByRole('button', { name: 'Umbrella' }));
    await userEvent.click(screen.getByTestId('pictures-save'));
    expect(await screen.findByTestId('class-sign-in-message')).toHaveTextContent("Kavin's two pictures are saved.");
    expect(api.callsTo(`PUT ${BASE}/pictures/31`).map((c) => c.body)).toEqual([{ pictures: [1, 7] }]);
    expect(screen.getAllByTestId('sign-in-pupil')[0]).toHaveTextContent('Pictures set');
  });

  it('says so when the browser blocks the tab for the cards, and issues none', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const api = render();
    await userEvent.click(screen.getByTestId('class-sign-in-toggle'));
    await screen.findAllByTestId('sign-in-pupil');
    await userEvent.click(screen.getByTestId('cards-print-all'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Allow pop-ups');
    expect(api.callsTo(`POST ${BASE}/cards`)).toHaveLength(0);
  });

  it("shows the api's refusal in the reader's language", async () => {
    const { sheet } = fakeSheet();
    jest.spyOn(window, 'open').mockReturnValue(sheet as unknown as Window);
    render({ [`POST ${BASE}/cards`]: apiError(404, 'class_not_found', 'No class of yours has that id.') });
    await userEvent.click(screen.getByTestId('class-sign-in-toggle'));
    await screen.findAllByTestId('sign-in-pupil');
    await userEvent.click(screen.getByTestId('cards-print-all'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sheet.close).toHaveBeenCalled();
  });

  it('grants a pupil more time in contests with a switch in their row, in Tamil, through the api (WCAG 2.2.1)', async () => {
    const api = render(
      { [`PUT ${MORE_TIME}/:userId`]: (r: FakeRequest) => ({ userId: r.params.userId, moreTime: (r.body as { moreTime: boolean }).moreTime }) },
      'ta',
    );
    await userEvent.click(screen.getByTestId('class-sign-in-toggle'));
    const [kavin, priya] = await screen.findAllByTestId('sign-in-pupil');
    const kavinSwitch = await within(kavin!).findByRole('switch', { name: 'Kavin Raj: போட்டிகளில் கூடுதல் நேரம்' });
    const priyaSwitch = within(priya!).getByRole('switch', { name: 'Priya Devi: போட்டிகளில் கூடுதல் நேரம்' });
    expect(kavinSwitch).toHaveAttribute('aria-checked', 'false');
    expect(kavinSwitch).toHaveTextContent('இல்லை');
    expect(priyaSwitch).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(kavinSwitch);
    await waitFor(() => expect(kavinSwitch).toHaveAttribute('aria-checked', 'true'));
    expect(kavinSwitch).toHaveTextContent('ஆம்');
    await userEvent.click(priyaSwitch);
    await waitFor(() => expect(priyaSwitch).toHaveAttribute('aria-checked', 'false'));
    expect(api.callsTo(`PUT ${MORE_TIME}/:userId`).map((c) => [c.params.userId, c.body])).toEqual([
      ['31', { moreTime: true }],
      ['32', { moreTime: false }],
    ]);
  });

  it('keeps the switch as the api has it when the api refuses, and says why', async () => {
    render({ [`PUT ${MORE_TIME}/31`]: apiError(403, 'not_your_pupil', 'This pupil is not in one of your classes.') });
    await userEvent.click(screen.getByTestId('class-sign-in-toggle'));
    const [kavin] = await screen.findAllByTestId('sign-in-pupil');
    const kavinSwitch = await within(kavin!).findByRole('switch', { name: 'Kavin Raj: More time in contests' });
    await userEvent.click(kavinSwitch);
    expect(await within(kavin!).findByTestId('more-time-error')).toBeInTheDocument();
    expect(kavinSwitch).toHaveAttribute('aria-checked', 'false');
  });
});
