import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

/**
 * The landing's links, without the app's router in its own code (decision 170): inside the app the
 * route provides the router's Link; the hydrated landing provides an anchor that hands the page
 * to the app; with neither, a plain link.
 */
export type LandingLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

function PlainLink({ to, ...rest }: LandingLinkProps) {
  return <a href={to} {...rest} />;
}

const LinkImplementation = createContext<ComponentType<LandingLinkProps>>(PlainLink);
export const LandingLinkProvider = LinkImplementation.Provider;

export function LandingLink(props: LandingLinkProps) {
  // A component from context, the same one for the page's life (not one made during render).
  return createElement(useContext(LinkImplementation), props);
}
