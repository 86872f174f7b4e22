import { CALENDAR_TOKEN_PATTERN } from '@shared/calendar/schemas';
import { API_ERROR_CODES } from '@shared/errors';
import { addressBucket, type RateLimitRule } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { feedDocument } from './calendar.feed';
import { feedOf, replaceToken, tokenOf } from './calendar.queries';
import { calendarFeedRoute, getCalendarRoute, resetCalendarRoute } from './calendar.routes';

const FEED_NOT_FOUND = 'Calendar feed not found';
const noProfile = () => new ApiError(404, API_ERROR_CODES.profileNotFound, 'No profile yet: complete your profile.');

/**
 * Feed requests per address: calendar apps poll every few minutes at most (Apple's shortest is
 * 5 minutes, Thunderbird's 1), and a few users behind one address (a household, Google's fetchers)
 * stay far below this. Guessing a 256-bit token is hopeless anyway; this bounds the cost of trying.
 */
export const CALENDAR_FEED_LIMIT: RateLimitRule = { max: 300, windowMs: 60 * 60_000 };

/** `{token}.ics` -> the token, or null for anything that cannot be one (answered like an unknown one). */
function tokenOfFile(file: string): string | null {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  return CALENDAR_TOKEN_PATTERN.test(token) ? token : null;
}

export function calendarRouter({ db, env, limiter, limit }: Services) {
  const feedUrl = (token: string | null) => (token ? `${env.PUBLIC_URL}/api/calendar/${token}.ics` : null);
  return createRouter()
    .openapi(getCalendarRoute, async (c) => {
      const { user } = await requireAuth(c);
      const token = await tokenOf(db, user.id);
      if (token === undefined) throw noProfile();
      return c.json({ url: feedUrl(token) }, 200);
    })
    .openapi(resetCalendarRoute, async (c) => {
      const { user } = await requireAuth(c);
      const token = await replaceToken(db, user.id);
      if (!token) throw noProfile();
      return c.json({ url: feedUrl(token)! }, 200);
    })
    .openapi(calendarFeedRoute, async (c) => {
      const ip = c.get('clientIp');
      if (ip) await limiter.enforce(`calendar-feed:ip:${addressBucket(ip)}`, limit(CALENDAR_FEED_LIMIT));
      const token = tokenOfFile(c.req.valid('param').file);
      const feed = token ? await feedOf(db, token) : null;
      if (!feed) throw ApiError.notFound(FEED_NOT_FOUND);
      return c.body(feedDocument(env.PUBLIC_URL, feed), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="holdfast-expiry-dates.ics"',
        // A secret URL: no shared cache keeps it, and a reset takes effect on the next fetch.
        'Cache-Control': 'private, no-store',
      });
    });
}
