import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref } from 'react-router-dom';
import { useTransitionNavigate } from './transition/TransitionProvider';

export interface TransitionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path ("/events", "/booking/tulsa?date=2026-05-01"), or with `external`, any URL. */
  to: string;
  /** Opens `to` in a new tab (rel="noopener noreferrer"), with no transition. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function InternalLink({ to, onClick, target, ref, children, ...rest }: Omit<TransitionLinkProps, 'external'>) {
  const href = useHref(to);
  const go = useTransitionNavigate();
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    // Let the browser do what it does for new-tab, new-window and download clicks.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (target && target !== '_self')) return;
    e.preventDefault();
    go(to);
  };
  return (
    <a ref={ref} href={href} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

/**
 * The link pages use for everything in the app (spec section 2): a click plays the page transition
 * and the route changes about 700 ms later. `external` links open in a new tab instead.
 * Works as an MUI `component`: <Button component={TransitionLink} to="/events">Events</Button>.
 */
export function TransitionLink({ external, ...props }: TransitionLinkProps) {
  if (external) {
    const { to, ref, rel, children, ...rest } = props;
    const rels = new Set(['noopener', 'noreferrer', ...(rel ? rel.split(/\s+/) : [])]);
    return (
      <a ref={ref} href={to} target="_blank" rel={[...rels].join(' ')} {...rest}>
        {children}
      </a>
    );
  }
  return <InternalLink {...props} />;
}
