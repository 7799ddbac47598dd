import { useCallback, useMemo, useReducer, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pinPlayerFrom, sendPinScore } from './pinGameScore';
import { PageFrame, useObservable, usePlatform } from '@app/shared';
import { FeedbackBanner } from './FeedbackBanner';
import { GameApiProvider, type Feedback, type FeedbackKind, type GameApi } from './GameContext';
import { GameHeader } from './GameHeader';
import { LevelChooser } from './LevelChooser';
import { ResultScreen, type SaveStatus } from './ResultScreen';
import { gameById, usableItems, type GameId } from './gameRegistry';
import { INITIAL_SESSION, elapsedMs, nextSession, type GameTally } from './gameSession';
import type { Level } from './levels';
import { decodeProgress, quizScorePayload, type ProgressEnvelope } from './progressState';
import { randomSeed } from './seededRandom';
import { fetchQuizProgress } from './topicApi';
import { useAsyncValue } from './useAsyncValue';
import { useClock } from './useClock';
import { useProgressSaver } from './useProgressSaver';
import { useTopic } from './useTopic';
import styles from './GameFrame.module.css';

/**
 * The page every game renders in: loads `?topic=<key>`, lets the player choose a level or resume,
 * shows timer/score/hint/feedback around the game, saves progress, submits the score and shows
 * the result screen. The game component only plays (README.md).
 */
export function GamePage({ gameId, Game }: { gameId: GameId; Game: ComponentType }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const game = gameById(gameId);
  if (!game) throw new Error(`unknown game ${gameId}`);
  const [params] = useSearchParams();
  const topicKey = params.get('topic');
  const pinPlayer = useMemo(() => pinPlayerFrom(params), [params]);
  const topicState = useTopic(topicKey);
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const userId = auth.status === 'authenticated' ? auth.user.id : undefined;

  const savedState = useAsyncValue(async () => {
    if (!userId || !topicKey) return undefined;
    const records = await fetchQuizProgress(platform.http, userId, game.quizCategory);
    const record = records.find((r) => r.topic_key === topicKey);
    return decodeProgress(record?.progress_state, gameId, topicKey);
  }, [userId, topicKey, gameId, platform.http]);
  const [discarded, setDiscarded] = useState(false);
  const saved = savedState.status === 'ready' && !discarded ? savedState.value : undefined;

  const [session, dispatch] = useReducer(nextSession, INITIAL_SESSION);
  const [feedback, setFeedbackState] = useState<Feedback | null>(null);
  const [hint, setHintState] = useState<(() => void) | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saving');
  const now = useClock(session.phase === 'playing');
  const saveProgress = useProgressSaver(platform.http, game.quizCategory, userId);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const feedbackId = useRef(0);
  const [round, setRound] = useState(0);

  const topic = topicState.status === 'ready' ? topicState.value : null;

  const start = useCallback((level: Level, resume?: ProgressEnvelope) => {
    setFeedbackState(null);
    setRound((r) => r + 1);
    dispatch({
      type: 'start', level, now: Date.now(), seed: resume?.seed ?? randomSeed(),
      resume: resume && { elapsedMs: resume.elapsedMs, hintsUsed: resume.hintsUsed, score: resume.score, correct: resume.correct, attempted: resume.attempted, state: resume.state },
    });
    if (resume) setDiscarded(true);
  }, []);

  const api = useMemo<GameApi | null>(() => {
    if (!topic || session.phase !== 'playing') return null;
    const envelope = (s: typeof session, tally: GameTally, state: unknown, finished: boolean) => ({
      game: gameId, topicKey: topic.key, level: s.level, seed: s.seed, elapsedMs: elapsedMs(s, Date.now()),
      score: tally.score, correct: tally.correct, attempted: tally.attempted, hintsUsed: s.hintsUsed, finished, state,
    });
    return {
      game, topic, level: session.level, seed: session.seed, restored: session.restored,
      report: ({ state, ...tally }) => {
        const s = sessionRef.current;
        if (s.phase !== 'playing') return;
        dispatch({ type: 'report', ...tally });
        saveProgress(envelope(s, tally, state, false));
      },
      feedback: (kind: FeedbackKind, message: string) => setFeedbackState({ kind, message, id: ++feedbackId.current }),
      setHint: (handler) => setHintState(() => handler),
      finish: (tally) => {
        const s = sessionRef.current;
        if (s.phase !== 'playing') return;
        const durationMs = elapsedMs(s, Date.now());
        dispatch({ type: 'finish', now: Date.now(), ...tally });
        saveProgress(envelope(s, tally, null, true), true);
        // a PIN game reports to the teacher's live board even for a pupil who is not signed in
        if (pinPlayer) void sendPinScore(platform.http, pinPlayer, tally.score, durationMs).catch(() => undefined);
        if (!userId) return setSaveStatus('signedOut');
        setSaveStatus('saving');
        platform
          .submitScore({ kind: 'quiz', payload: quizScorePayload({ quizCategory: game.quizCategory, topicKey: topic.key, score: tally.score, level: s.level, durationMs, language: topic.language, now: new Date() }) })
          .then((r) => setSaveStatus(r.queued ? 'queued' : 'sent'), () => setSaveStatus('failed'));
      },
    };
    // `round` makes a fresh API (and a fresh game) per start; session fields used are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic, round, session.phase, game, gameId, platform, saveProgress, userId, pinPlayer]);

  const heading = topic ? `${t(`${gameId}.title`)} · ${topic.title}` : t(`${gameId}.title`);
  if (!topicKey) {
    return (
      <PageFrame heading={t(`${gameId}.title`)} testId={`page-${gameId}`}>
        <p className={styles.panel} data-testid="game-no-topic">
          {t('game.noTopic')} <a href="/home" onClick={(e) => { e.preventDefault(); platform.navigate('/home'); }}>{t('game.toHub')}</a>
        </p>
      </PageFrame>
    );
  }
  const tooSmall = topic && usableItems(game, topic).length < game.minItems;
  return (
    <PageFrame
      heading={heading}
      testId={`page-${gameId}`}
      loading={topicState.status === 'loading'}
      loadingLabel={t('game.loading')}
      error={topicState.status === 'error' ? t('game.loadError') : null}
      empty={tooSmall ? t('game.notEnoughItems') : null}
    >
      <div className={styles.frame} lang={topic?.language === 'bm' ? 'ms' : topic?.language} data-testid="game-frame" data-phase={session.phase}>
        {session.phase === 'choosing' ? (
          <LevelChooser saved={saved} onStart={(l) => start(l)} onResume={(s) => start(s.level, s)} />
        ) : session.phase === 'playing' && api ? (
          <>
            <GameHeader level={session.level} elapsedMs={elapsedMs(session, now)} score={session.score} hintsUsed={session.hintsUsed}
              onHint={game.hints && hint ? () => { dispatch({ type: 'hint' }); hint(); } : null}
              onQuit={() => dispatch({ type: 'again' })} />
            <FeedbackBanner feedback={feedback} />
            <GameApiProvider value={api}>
              <Game key={round} />
            </GameApiProvider>
          </>
        ) : session.phase === 'finished' ? (
          <ResultScreen score={session.score} correct={session.correct} attempted={session.attempted} durationMs={session.durationMs} saveStatus={saveStatus}
            onAgain={() => start(session.level)} onChooseLevel={() => dispatch({ type: 'again' })}
            onOtherGame={() => platform.navigate(`/home?topic=${encodeURIComponent(topicKey)}`)} />
        ) : null}
      </div>
    </PageFrame>
  );
}
