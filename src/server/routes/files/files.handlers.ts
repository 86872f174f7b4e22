import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { ApiError } from '../../platform/errors';
import { getFileRoute } from './files.routes';

/** A stored file never changes (a new upload gets a new name), so browsers keep it for good. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function filesRouter({ storage }: Services) {
  return createRouter().openapi(
    getFileRoute,
    async (c) => {
      const { userId, file } = c.req.valid('param');
      const stored = await storage.get(`${userId}/${file}`);
      if (!stored) throw ApiError.notFound('File not found');
      // Only storeImage writes here, and only WebP: the name decides, whatever the bucket says.
      return c.body(stored.data, 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': FILE_CACHE_CONTROL,
      });
    },
    // A name that could not be ours is simply not there (no 400 telling what a valid name is).
    (result) => {
      if (!result.success) throw ApiError.notFound('File not found');
      return undefined;
    },
  );
}
