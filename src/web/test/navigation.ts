import { vi } from 'vitest';
import { pageLoad } from '@web/lib/hard-navigate';

/** Records full page loads instead of making them (jsdom cannot navigate); restored after each test. */
export function spyOnHardNavigate() {
  return vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
}
