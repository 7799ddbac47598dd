import { screen } from '@testing-library/react';
import { fakeApi, renderWithPlatform } from '@app/shared/testing';
import { contestPlatform } from '../testing/contestPlatform';
import type { PublicItem } from '../contest/contestApi';
import { ItemCard } from './ItemCard';

function renderItem(item: PublicItem) {
  renderWithPlatform(
    <ItemCard item={item} position={1} answer="" onAnswer={() => undefined} disabled={false} />,
    contestPlatform({ api: fakeApi({}), language: 'ta' }),
    {
      namespace: 'contests',
    },
  );
}

describe('a contest item card', () => {
  it('tags a Malay item (the Solvallar contest) as ms, so screen readers and hyphenation read it as Malay under a Tamil interface', () => {
    renderItem({ index: 0, type: 'spelling', prompt: 'Pilih ejaan yang betul.', choices: ['ruma', 'rumah', 'romah', 'rumeh'] });
    expect(screen.getByText('Pilih ejaan yang betul.')).toHaveAttribute('lang', 'ms');
    expect(screen.getByText('rumah').closest('label')).toHaveAttribute('lang', 'ms');
  });

  it('tags a Malay jumble, numbers and blank included, as ms', () => {
    renderItem({ index: 1, type: 'jumble', prompt: 'Tanah Melayu mencapai ____ pada 31 Ogos 1957.', letters: ['K', 'E', 'M'] });
    expect(screen.getByText(/Tanah Melayu/)).toHaveAttribute('lang', 'ms');
    expect(screen.getByRole('textbox')).toHaveAttribute('lang', 'ms');
  });

  it('tags an item written in Tamil as ta, not as the Malay the card used to assume', () => {
    renderItem({ index: 2, type: 'meaning', prompt: 'நமக்குப் பின் பிறந்த பெண் உடன்பிறப்பு.', choices: ['தங்கை', 'அக்கா'] });
    expect(screen.getByText('நமக்குப் பின் பிறந்த பெண் உடன்பிறப்பு.')).toHaveAttribute('lang', 'ta');
    expect(screen.getByText('தங்கை').closest('label')).toHaveAttribute('lang', 'ta');
  });
});
