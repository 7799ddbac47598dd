import { firstValueFrom } from 'rxjs';
import { checkContestPayment, effectiveContestState, parseLevelRoute, runContestGuard, SOLVALLAR_2025, type Platform, type RouteGuard } from '@app/shared';
import { contestApi } from '../contest/contestApi';
import { readPaidFlag, writePaidFlag } from '../contest/paidFlag';

/** The user's payment for the contest product, by docs/requirements.md §5's rule with its §8 fallback. */
export async function solvallarPaid(platform: Platform, userId: string, productId: number = SOLVALLAR_2025.productId): Promise<boolean> {
  const { paid, source } = await checkContestPayment(
    () => contestApi.orders(platform.http, userId),
    productId,
    () => readPaidFlag(userId, productId),
  );
  if (source === 'orders') writePaidFlag(userId, productId, paid);
  return paid;
}

/**
 * The shell runs this before mounting /solvallarcontest/:round/:level (docs/architecture.md "One origin, many deployables"). It never
 * throws: runContestGuard turns any error into a denial that redirects to /solvallar-contest.
 * Invalid round/level numbers pass, so the page itself can say "not found".
 */
export const solvallarLevelGuard: RouteGuard = async ({ params, platform }) => {
  const route = parseLevelRoute(params);
  if (!route) return { allow: true };
  const auth = await firstValueFrom(platform.auth$);
  const userId = auth.status === 'authenticated' ? auth.user.id : '';
  return runContestGuard(
    { round: route.round, level: route.level, levelNumber: route.number },
    {
      isLoggedIn: () => auth.status === 'authenticated',
      contestState: async () => {
        const contest = await contestApi.contest(platform.http, SOLVALLAR_2025.category);
        // the server's clock, not the device's: a wrong phone clock must not open or close a level
        const window = { startsAt: Date.parse(contest.startsAt ?? ''), endsAt: Date.parse(contest.endsAt ?? '') };
        if (Number.isNaN(window.startsAt) || Number.isNaN(window.endsAt)) return 'after';
        return effectiveContestState(window, Date.parse(contest.serverTime), contest.overrideState, platform.config.contestOverrideAllowed);
      },
      hasPaid: () => solvallarPaid(platform, userId),
      completedLevels: async () => (await contestApi.scores(platform.http, userId, SOLVALLAR_2025.category)).map((r) => r.level),
    },
  );
};
