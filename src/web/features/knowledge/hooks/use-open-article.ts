import { useState } from 'react';
import { useNavigate } from '@web/lib/router';

/** Below this width READ INTEL opens the article page instead of a modal (docs/product.md#knowledge-hub). */
export const NARROW_BREAKPOINT_PX = 768;

/**
 * READ INTEL: a modal at 768 px and wider, /intel/{id} below. The width is read at click time,
 * so a rotated phone or a resized window gets the right one.
 */
export function useOpenArticle() {
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const openArticle = (id: number) => {
    if (window.matchMedia(`(min-width: ${NARROW_BREAKPOINT_PX}px)`).matches) setOpenId(id);
    else void navigate(`/intel/${id}`);
  };
  return { openId, openArticle, closeArticle: () => setOpenId(null) };
}
