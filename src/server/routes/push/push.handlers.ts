import { deviceLabel } from '@shared/push/device-label';
import { RATE_LIMITS } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { storedLocale } from '../../i18n/locale';
import { pushMessages } from '../../i18n/push';
import { enqueuePush } from '../../services/push/push';
import {
  listPushDevices,
  removeCurrentPushDevice,
  removePushDevice,
  subscribePush,
} from '../../services/push/subscriptions';
import {
  getPushKeyRoute,
  listPushDevicesRoute,
  removeCurrentPushDeviceRoute,
  removePushDeviceRoute,
  sendTestPushRoute,
  subscribePushRoute,
} from './push.routes';

/** /api/push: notifications on the user's devices (docs/product.md#notifications). */
export function pushRouter({ db, push, limiter, limit, now }: Services) {
  return createRouter()
    .openapi(getPushKeyRoute, async (c) => {
      const { publicKey } = await push.vapid();
      return c.json({ publicKey }, 200);
    })
    .openapi(listPushDevicesRoute, async (c) => {
      const { user } = await requireAuth(c);
      const devices = await listPushDevices(db, user.id, c.req.valid('query').endpoint);
      return c.json({ devices }, 200);
    })
    .openapi(subscribePushRoute(push.allowHttpEndpoints), async (c) => {
      const { user } = await requireAuth(c);
      const device = await subscribePush(db, user.id, c.req.valid('json'), deviceLabel(c.req.header('user-agent')), {
        allowLocalEndpoints: push.allowLocalEndpoints,
      });
      return c.json(device, 200);
    })
    .openapi(removeCurrentPushDeviceRoute, async (c) => {
      const { user } = await requireAuth(c);
      await removeCurrentPushDevice(db, user.id, c.req.valid('json').endpoint);
      return c.body(null, 204);
    })
    .openapi(removePushDeviceRoute, async (c) => {
      const { user } = await requireAuth(c);
      await removePushDevice(db, user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(sendTestPushRoute, async (c) => {
      const { user } = await requireAuth(c);
      await limiter.enforce(`push-test:${user.id}`, limit(RATE_LIMITS.pushTestPerUser));
      const t = pushMessages(storedLocale(user));
      const devices = await enqueuePush(
        db,
        [user.id],
        // In the member's stored language (decision 0333).
        { kind: 'test', title: t('testTitle'), body: t('testBody'), tag: 'test' },
        now(),
      );
      return c.json({ devices }, 200);
    });
}
