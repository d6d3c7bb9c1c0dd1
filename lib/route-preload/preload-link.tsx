import type * as React from "react";
import { Link, type LinkProps } from "react-router";
import { preloadOnIntent } from "./route-preload.ts";

/** A router link that starts loading its page's code when hovered, focused or touched. */
export function PreloadLink({ to, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps & { to: string }) {
  const preload = preloadOnIntent(to);
  const chain =
    <E,>(own: (() => void), theirs?: (event: E) => void) =>
    (event: E) => {
      own();
      theirs?.(event);
    };
  return (
    <Link
      to={to}
      onMouseEnter={chain<React.MouseEvent<HTMLAnchorElement>>(preload.onMouseEnter, onMouseEnter)}
      onFocus={chain<React.FocusEvent<HTMLAnchorElement>>(preload.onFocus, onFocus)}
      onTouchStart={chain<React.TouchEvent<HTMLAnchorElement>>(preload.onTouchStart, onTouchStart)}
      {...props}
    />
  );
}
