import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import gameStyles from '../common/GameFrame.module.css';
import { rightPlaces, type OrderMove, type OrderState } from './logic/orderRounds';
import styles from './OrderBoard.module.css';

/**
 * The pieces of the current round as a list the player rearranges: ▲/▼ buttons (touch), or
 * focus a piece and press Alt+↑/↓ (keyboard); "Check" marks each place with ✓ or ✗.
 */
export function OrderBoard({ state, onMove, lang, checked }: { state: OrderState; onMove: (move: OrderMove) => void; lang: string; checked: boolean }) {
  const { t } = useTranslation();
  const round = state.rounds[state.current];
  const marks = checked ? rightPlaces(state) : [];
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt !== null) items.current[focusAt]?.focus();
  }, [focusAt, state.order]);
  if (!round) return null;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= state.order.length) return;
    onMove({ type: 'move', from, to });
    setFocusAt(to);
  };
  const onKey = (place: number) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(place, place + (e.key === 'ArrowUp' ? -1 : 1));
  };
  return (
    <>
      <ol className={styles.list} aria-label={t('stack.pieces')} data-testid="order-list" lang={lang}>
        {state.order.map((piece, place) => (
          <li
            key={`${state.current}-${piece}`}
            ref={(el) => {
              items.current[place] = el;
            }}
            tabIndex={0}
            onKeyDown={onKey(place)}
            className={`${styles.piece} ${checked ? (marks[place] ? styles.right : styles.wrong) : ''}`}
            aria-label={`${place + 1}. ${round.answer[piece]}${checked ? ` — ${marks[place] ? t('stack.rightPlace') : t('stack.wrongPlace')}` : ''}`}
            data-testid="order-piece"
          >
            <span className={styles.mark} aria-hidden="true">{checked ? (marks[place] ? '✓' : '✗') : place + 1}</span>
            <span className={styles.text}>{round.answer[piece]}</span>
            <button type="button" className={gameStyles.secondary} onClick={() => move(place, place - 1)} disabled={place === 0} aria-label={t('stack.moveUp', { piece: round.answer[piece] })}>▲</button>
            <button type="button" className={gameStyles.secondary} onClick={() => move(place, place + 1)} disabled={place === state.order.length - 1} aria-label={t('stack.moveDown', { piece: round.answer[piece] })}>▼</button>
          </li>
        ))}
      </ol>
      <p className={styles.help}>{t('stack.keyboardHelp')}</p>
    </>
  );
}
