import { Link } from '@web/lib/router';
import { ClearanceNotice } from './components/clearance-notice';
import { LandingLinkProvider, type LandingLinkProps } from './components/landing-link';
import { LandingView } from './landing-view';

function RouterLink(props: LandingLinkProps) {
  return <Link {...props} />;
}

/**
 * The landing as the app's "/" route (visitors only: the route's guard sends a signed-in user
 * to /dashboard). A fresh load of "/" is served prerendered and hydrated without the app
 * (landing-island.tsx); the app renders it after a sign-out, a refused page, or a link back.
 */
export function Component() {
  return (
    <LandingLinkProvider value={RouterLink}>
      <LandingView notice={<ClearanceNotice />} />
    </LandingLinkProvider>
  );
}
