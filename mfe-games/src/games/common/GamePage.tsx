import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useTransition, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { hintCost, PageFrame, useObservable, usePlatform } from '@app/shared';
import { pinPlayerFrom, sendPinScore, type BoardStatus } from './pinGameScore';
import { FeedbackBanner, FeedbackSlotContext } from './FeedbackBanner';
import { GameApiProvider, type Feedback, type FeedbackKind, type GameApi, type HintHandler, type LetterHintData } from './GameContext';
import { GameHeader } from './GameHeader';
import { playSound } from './gameSounds';
import { LevelChooser } from './LevelChooser';
import { ResultScreen, type SaveStatus } from './ResultScreen';
import { gameById, usableItems, type GameId } from './gameRegistry';
import { chargedScore, elapsedMs, INITIAL_SESSION, nextSession, roundResult, type GameSession, type SessionMove } from './gameSession';
import { isLevel, type Level } from './levels';
import { itemAttemptsOf } from './itemAttemptsOf';
import { decodeProgress, quizScorePayload, type ProgressEnvelope } from './progressState';
import { randomSeed } from '@app/shared';
import { fetchQuizProgress } from './topicApi';
import { useAsyncValue } from './useAsyncValue';
import { useProgressSaver } from './useProgressSaver';
import { submitAndFollow } from './submitAndFollow';
import { useTopic } from './useTopic';
import { ReadAloudScope, TopicLanguage } from './ReadAloudButton';
import styles from './GameFrame.module.css';
import { DailyGameGate } from '../../hub/dailyGames/DailyGameGate';
import { AssignmentStart } from '../../todo/AssignmentStart';
import { MissedWordsAfterRound } from '../../todo/MissedWordsAfterRound';
import { assignmentPayload, starsTime, useRoundMode } from './assignmentMode';

/**
 * The page every game renders in: loads `?topic=<key>`, lets the player choose a level or resume,
 * shows the HUD (timer, score, progress, hint, stop) and feedback around the game, charges hints,
 * saves progress, submits the score and shows the result screen. The game component only plays.
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

  // The session lives in a ref as well as in state: a hint and the finish it causes happen in one
  // tick, and the score submitted must include that hint's charge.
  const sessionRef = useRef<GameSession>(INITIAL_SESSION);
  const [session, setSession] = useState<GameSession>(INITIAL_SESSION);
  const apply = useCallback((move: SessionMove): GameSession => {
    const next = nextSession(sessionRef.current, move);
    sessionRef.current = next;
    setSession(next);
    return next;
  }, []);
  const [feedback, setFeedbackState] = useState<Feedback | null>(null);
  // the round's size as the game announced it on its first screen, until it reports a move
  const [shownTotal, setShownTotal] = useState<number | null>(null);
  const [hint, setHintState] = useState<HintHandler | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saving');
  // a PIN game's score on the teacher's board: what a nickname player's result screen tells her
  const [boardStatus, setBoardStatus] = useState<BoardStatus | null>(null);
  const [feedbackSlots, setFeedbackSlots] = useState(0);
  const saveProgress = useProgressSaver(platform.http, game.quizCategory, userId);
  const feedbackId = useRef(0);
  const [round, setRound] = useState(0);
  // a move is drawn in a transition (issue 22.6): the frame is busy until the board shows it
  const [drawing, startMove] = useTransition();
  // a score queued offline: the result screen follows it until it is sent (issue 22)
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), [round]);
  // the round's end has its own little sound (issue 22)
  useEffect(() => {
    if (session.phase === 'finished') playSound('done');
  }, [session.phase]);

  // homework (level set, maybe untimed) or practice of missed words: shared/src/homework/homeworkLinks.ts
  const { assignment, topic } = useRoundMode(params, topicState.status === 'ready' ? topicState.value : null, game);

  const startNow = useCallback(
    (level: Level, resume?: ProgressEnvelope) => {
      setFeedbackState(null);
      setShownTotal(null);
      setRound((r) => r + 1);
      apply({
        type: 'start',
        game: gameId,
        level,
        now: Date.now(),
        seed: resume?.seed ?? randomSeed(),
        resume: resume && {
          elapsedMs: resume.elapsedMs,
          hintsUsed: resume.hintsUsed,
          hintsPending: resume.hintsPending,
          items: resume.items,
          score: resume.score,
          correct: resume.correct,
          attempted: resume.attempted,
          done: resume.done,
          total: resume.total,
          state: resume.state,
        },
      });
      if (resume) setDiscarded(true);
    },
    [apply, gameId],
  );
  // A transition: React draws the new board in slices between which the phone stays responsive,
  // not in one 150–330 ms task after the tap on a cheap phone at 4x CPU (issue 22); the tapped
  // screen stays until the board is ready.
  const start = useCallback((level: Level, resume?: ProgressEnvelope) => startTransition(() => startNow(level, resume)), [startNow]);

  const claimFeedback = useCallback(() => {
    setFeedbackSlots((n) => n + 1);
    return () => setFeedbackSlots((n) => n - 1);
  }, []);
  const feedbackSlot = useMemo(() => ({ feedback, claim: claimFeedback }), [feedback, claimFeedback]);

  const api = useMemo<GameApi | null>(() => {
    if (!topic || session.phase !== 'playing') return null;
    const envelope = (s: GameSession, state: unknown, finished: boolean) => {
      if (s.phase === 'choosing') throw new Error('no game is being played');
      return {
        game: gameId,
        topicKey: topic.key,
        topicTitle: topic.title,
        level: s.level,
        seed: s.seed,
        elapsedMs: elapsedMs(s, Date.now()),
        score: s.score,
        correct: s.correct,
        attempted: s.attempted,
        done: s.done,
        total: s.total,
        hintsUsed: s.hintsUsed,
        hintsPending: s.hintsPending,
        items: s.items,
        finished,
        state,
      };
    };
    return {
      game,
      topic,
      startMove,
      level: session.level,
      seed: session.seed,
      restored: session.restored,
      report: ({ state, ...tally }) => {
        if (sessionRef.current.phase !== 'playing') return;
        saveProgress(envelope(apply({ type: 'report', ...tally }), state, false));
      },
      feedback: (kind: FeedbackKind, message: string, letters?: LetterHintData) =>
        setFeedbackState({ kind, message, id: ++feedbackId.current, ...(letters ? { letters } : {}) }),
      clearFeedback: () => setFeedbackState(null),
      showTotal: setShownTotal,
      recordItem: (item) => {
        if (sessionRef.current.phase !== 'playing') return;
        apply({ type: 'item', item, now: Date.now() });
      },
      setHint: (handler) => setHintState(() => handler),
      finish: (tally) => {
        if (sessionRef.current.phase !== 'playing') return;
        const done = apply({ type: 'finish', now: Date.now(), ...tally });
        if (done.phase !== 'finished') return;
        const score = chargedScore(done);
        saveProgress(envelope(done, null, true), true);
        // a PIN game reports to the teacher's live board even for a pupil who is not signed in
        if (pinPlayer) {
          setBoardStatus('sending');
          void sendPinScore(platform.http, pinPlayer, { score, durationMs: done.durationMs, level: done.level, items: itemAttemptsOf(done.items) }).then(
            setBoardStatus,
          );
        }
        if (!userId) return setSaveStatus('signedOut');
        setSaveStatus('saving');
        stopFollowing.current?.();
        stopFollowing.current = submitAndFollow(
          platform,
          {
            kind: 'quiz',
            payload: {
              ...quizScorePayload({
                quizCategory: game.quizCategory,
                topicKey: topic.key,
                score,
                level: done.level,
                durationMs: done.durationMs,
                language: topic.language,
                now: new Date(),
                items: itemAttemptsOf(done.items),
              }),
              ...assignmentPayload(assignment, userId, game.quizCategory),
            },
          },
          setSaveStatus,
        );
      },
    };
    // `round` makes a fresh API (and a fresh game) per start; session fields used are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic, round, session.phase, game, gameId, platform, saveProgress, userId, pinPlayer, apply, assignment]);

  const onHint = useCallback(() => {
    if (!hint) return;
    // charged before the handler runs: a hint that completes the last word finishes the game with its cost
    apply({ type: 'hint' });
    if (hint() === false) apply({ type: 'hintRefund' });
  }, [hint, apply]);

  // The same element while the round lasts: this page renders again with every answer (its score,
  // its verdict), and a new element would draw the whole board again each time; the game renders
  // on its own state and on the contexts it reads (issue 22.6).
  const board = useMemo(() => <Game key={round} />, [Game, round]);
  const topicTitle = topic?.title;
  // once per topic, not per render: this page renders again with every answer, and a game's
  // `accepts` may split every item into letters (blank's sentences: 20 ms a tap at 4x CPU)
  const tooSmall = useMemo(() => Boolean(topic && usableItems(game, topic).length < game.minItems), [game, topic]);
  if (!topicKey) {
    return (
      <PageFrame heading={t(`${gameId}.title`)} testId={`page-${gameId}`}>
        <p className={styles.panel} data-testid="game-no-topic">
          {t('game.noTopic')}{' '}
          <a
            href="/home"
            onClick={(e) => {
              e.preventDefault();
              platform.navigate('/home');
            }}
          >
            {t('game.toHub')}
          </a>
        </p>
      </PageFrame>
    );
  }
  const toHub = () => platform.navigate(`/home?topic=${encodeURIComponent(topicKey)}`);
  return (
    <PageFrame
      heading={topicTitle ? `${t(`${gameId}.title`)} · ${topicTitle}` : t(`${gameId}.title`)}
      testId={`page-${gameId}`}
      loading={topicState.status === 'loading'}
      loadingLabel={t('game.loading')}
      error={topicState.status === 'error' ? t('game.loadError') : null}
      empty={tooSmall ? t('game.notEnoughItems') : null}
    >
      <ReadAloudScope
        topic={topic ?? undefined}
        gameId={gameId}
        className={styles.frame}
        data-testid="game-frame"
        data-phase={session.phase}
        aria-busy={drawing || undefined}
      >
        {/* homework never counts against the free plan's daily games (ADR 0029) */}
        {assignment ? null : <DailyGameGate gameId={gameId} topicKey={topic?.key} phase={session.phase} />}
        {session.phase === 'choosing' && assignment ? (
          <AssignmentStart assignment={assignment} saved={saved} onStart={() => start(assignment.level)} onResume={(s) => start(s.level, s)} />
        ) : session.phase === 'choosing' ? (
          // The level chooser is where a notice before play belongs (e.g. a free plan's daily games).
          <LevelChooser saved={saved} onStart={(l) => start(l)} onResume={(s) => start(s.level, s)} />
        ) : session.phase === 'playing' && api ? (
          <>
            <GameHeader
              level={session.level}
              elapsed={assignment && !assignment.timed ? null : (now) => elapsedMs(session, now)}
              score={chargedScore(session)}
              progress={
                session.total ? { done: session.done ?? session.items.length, total: session.total } : shownTotal ? { done: 0, total: shownTotal } : null
              }
              hintCost={hintCost(gameId, session.level)}
              hintsUsed={session.hintsUsed}
              onHint={game.hints && hint ? onHint : null}
              onQuit={() => apply({ type: 'again' })}
            />
            {feedbackSlots === 0 ? <FeedbackBanner feedback={feedback} /> : null}
            <GameApiProvider value={api}>
              <FeedbackSlotContext.Provider value={feedbackSlot}>
                <TopicLanguage topic={topic}>{board}</TopicLanguage>
              </FeedbackSlotContext.Provider>
            </GameApiProvider>
          </>
        ) : session.phase === 'finished' ? (
          <>
            <ResultScreen
              result={roundResult(starsTime(session, assignment))}
              session={session}
              saveStatus={saveStatus}
              boardStatus={boardStatus}
              topicLanguage={topic?.language}
              onAgain={() => start(session.level)}
              onNextLevel={session.level < 3 ? () => start(nextLevel(session.level)) : null}
              onChooseLevel={() => apply({ type: 'again' })}
              onOtherGame={toHub}
            />
            <MissedWordsAfterRound topicKey={topicKey} items={session.items} assignment={assignment} />
          </>
        ) : null}
      </ReadAloudScope>
    </PageFrame>
  );
}

function nextLevel(level: Level): Level {
  const next = level + 1;
  return isLevel(next) ? next : level;
}
