import { SOLVALLAR_2025, effectiveContestState, useLoadData, usePlatform, type ContestState, type ContestWindow } from '@app/shared';
import { contestApi, type ContestInfo, type ScoreRecord } from './contestApi';
import { solvallarPaid } from '../guard/solvallarLevelGuard';
import { useAuth } from '../common/usePlatformState';

export interface SolvallarData {
  contest: ContestInfo;
  window: ContestWindow | null;
  /** server time minus device time: countdowns follow the server's clock */
  clockOffsetMs: number;
  scores: ScoreRecord[];
  paid: boolean;
  /** the store's price of the contest product, for the payment panel */
  price?: string;
}

/** Everything the contest home needs: the contest, and for a signed-in user their scores and payment. */
export function useSolvallar() {
  const platform = usePlatform();
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.id : null;
  const result = useLoadData(async (): Promise<SolvallarData> => {
    const contest = await contestApi.contest(platform.http, SOLVALLAR_2025.category);
    const clockOffsetMs = Date.parse(contest.serverTime) - Date.now();
    const window = contest.startsAt && contest.endsAt ? { startsAt: Date.parse(contest.startsAt), endsAt: Date.parse(contest.endsAt) } : null;
    if (!userId) return { contest, window, clockOffsetMs, scores: [], paid: false };
    const [scores, paid, price] = await Promise.all([
      // docs/requirements.md §8 "Level completion check failure: treated as not completed."
      contestApi.scores(platform.http, userId, contest.key).catch(() => [] as ScoreRecord[]),
      solvallarPaid(platform, userId, contest.productId ?? SOLVALLAR_2025.productId),
      contestApi.product(platform.http, String(contest.productId ?? SOLVALLAR_2025.productId)).then(
        (p) => p.price,
        () => undefined,
      ),
    ]);
    return { contest, window, clockOffsetMs, scores, paid, price };
  }, [platform, userId]);
  return { ...result, userId };
}

export function stateAt(data: SolvallarData, deviceNow: number, overrideAllowed: boolean): ContestState {
  if (!data.window) return 'after';
  return effectiveContestState(data.window, deviceNow + data.clockOffsetMs, data.contest.overrideState, overrideAllowed);
}
