import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import gameStyles from '../common/GameFrame.module.css';
import { useHasKeyboard } from '../common/useHasKeyboard';
import { usePointerDrag } from '../common/usePointerDrag';
import { FitWords, FIT_WORD } from '../common/FitWords';
import { useFitText } from '../common/useFitText';
import { rightPlaces, type OrderMove, type OrderState } from './logic/orderRounds';
import { Icon } from '../common/icons/Icon';
import styles from './OrderBoard.module.css';
import { languageTag, type Language } from '@app/shared';
import { ReadAloudButton, useUiLanguageTag } from '../common/ReadAloudButton';

interface Props {
  state: OrderState;
  onMove: (move: OrderMove) => void;
  /** the pieces' language (the topic's) */
  language: Language;
  checked: boolean;
  /** a list of pieces with ▲/▼ buttons (stack), or the words of a sentence in a row (reform) */
  layout?: 'list' | 'row';
}

/**
 * The pieces of the current round, to put in order: drag a piece to its place (mouse or finger);
 * or tap a piece and then the place it goes (the tap alternative); or ▲/▼; or focus a piece and
 * press Alt + an arrow key. "Check" marks each place with ✓ or ✗.
 */
export function OrderBoard({ state, onMove, language, checked, layout = 'list' }: Props) {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const round = state.rounds[state.current];
  const marks = checked ? rightPlaces(state) : [];
  const pieces = useRef<(HTMLButtonElement | null)[]>([]);
  // WCAG 1.4.4/1.4.10: at the app's largest font a long Tamil word is set smaller to fit the phone,
  // never broken inside a letter and never pushing the page wider
  const list = useRef<HTMLOListElement>(null);
  useFitText(list, FIT_WORD);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const hasKeyboard = useHasKeyboard();
  useEffect(() => {
    if (focusAt !== null) pieces.current[focusAt]?.focus();
  }, [focusAt, state.order]);
  // WCAG 2.4.3: a round starts with focus on its first piece (it fell to the page before)
  const roundNumber = state.current;
  useEffect(() => {
    pieces.current[0]?.focus({ preventScroll: true });
  }, [roundNumber]);
  // a new round starts with nothing picked up (state adjusted during render, not in an effect)
  const [selectedRound, setSelectedRound] = useState(state.current);
  if (selectedRound !== state.current) {
    setSelectedRound(state.current);
    setSelected(null);
  }
  const move = (from: number, to: number) => {
    setSelected(null);
    if (to < 0 || to >= state.order.length || from === to) return;
    onMove({ type: 'move', from, to });
    setFocusAt(to);
  };
  const { drag, draggable } = usePointerDrag<number>({
    onDrop: (from, target) => (target === null ? setSelected(null) : move(from, Number(target))),
    onTap: (place) => {
      if (selected === null) setSelected(place);
      else if (selected === place) setSelected(null);
      else move(selected, place);
    },
  });
  if (!round) return null;
  const onKey = (place: number) => (e: KeyboardEvent) => {
    const back = e.key === 'ArrowUp' || e.key === 'ArrowLeft';
    const on = e.key === 'ArrowDown' || e.key === 'ArrowRight';
    if (!e.altKey || (!back && !on)) return;
    e.preventDefault();
    move(place, place + (back ? -1 : 1));
  };
  return (
    <>
      <ol ref={list} className={`${styles.list} ${layout === 'row' ? styles.row : ''}`} aria-label={t('stack.pieces')} data-testid="order-list" lang={ui}>
        {state.order.map((piece, place) => {
          const text = round.answer[piece]!;
          const mark = checked ? <Icon name={marks[place] ? 'check-mark-button' : 'cross-mark'} size={20} /> : String(place + 1);
          const verdict = checked ? ` — ${marks[place] ? t('stack.rightPlace') : t('stack.wrongPlace')}` : '';
          return (
            <li
              key={`${state.current}-${piece}`}
              data-drop={place}
              className={`${styles.piece} ${checked ? (marks[place] ? styles.right : styles.wrong) : ''} ${drag?.over === String(place) ? styles.over : ''}`}
            >
              <button
                type="button"
                ref={(el) => void (pieces.current[place] = el)}
                className={`${styles.handle} ${selected === place ? styles.selected : ''}`}
                aria-pressed={selected === place}
                onKeyDown={onKey(place)}
                data-testid="order-piece"
                {...draggable(place)}
              >
                <span className={styles.mark}>{mark}</span>
                <span className={styles.text} data-testid="order-text" lang={languageTag(language)}>
                  <FitWords text={text} />
                </span>
                {verdict ? <span className={gameStyles.srOnly}>{verdict}</span> : null}
              </button>
              {layout === 'list' ? (
                <>
                  <ReadAloudButton text={text} language={language} variant="option" testId="read-aloud-piece" />
                  <button
                    type="button"
                    className={`${gameStyles.secondary} ${styles.arrow}`}
                    onClick={() => move(place, place - 1)}
                    disabled={place === 0}
                    aria-label={t('stack.moveUp', { piece: text })}
                  >
                    <Icon name="upwards-button" size={24} />
                  </button>
                  <button
                    type="button"
                    className={`${gameStyles.secondary} ${styles.arrow}`}
                    onClick={() => move(place, place + 1)}
                    disabled={place === state.order.length - 1}
                    aria-label={t('stack.moveDown', { piece: text })}
                  >
                    <Icon name="downwards-button" size={24} />
                  </button>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className={styles.help} aria-live="polite" lang={ui}>
        {selected !== null ? t('stack.whereTo', { piece: round.answer[state.order[selected]!] }) : t('stack.touchHelp')}
        {hasKeyboard ? <span data-testid="keys-help"> {t('stack.keyboardHelp')}</span> : null}
      </p>
    </>
  );
}
