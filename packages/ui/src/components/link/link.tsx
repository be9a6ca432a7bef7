import type { AnchorHTMLAttributes, ReactNode } from "react";
import { cx } from "../../lib/cx";
import { buttonClassName } from "../button/button-class-name";
import type { ButtonSize, ButtonVariant } from "../button/button-class-name";
import type { NavigationOptions } from "./router-provider";
import { useRouterLink } from "./use-router-link";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "children" | "style" | "href">;

export interface LinkProps extends AnchorProps {
  href: string;
  children?: ReactNode;
  className?: string;
  /** Passed to the router with the href (history state, replace). */
  routerOptions?: NavigationOptions;
  /** "inline" is underlined text in a sentence; "standalone" is a link on its own (nav, lists). */
  variant?: "inline" | "standalone";
}

/**
 * A link: a plain `<a href>` (the browser gives it focus, Enter, the context menu and
 * :focus-visible), whose site paths navigate through the RouterProvider. No react-aria code:
 * links are on every page, and an anchor needs none.
 */
export function Link({ className, variant = "inline", href, routerOptions, onClick, ...props }: LinkProps) {
  const link = useRouterLink({ href, target: props.target, download: props.download, routerOptions, onClick });
  return <a {...props} {...link} className={cx("jute-link", `jute-link--${variant}`, className)} />;
}

export interface LinkButtonProps extends AnchorProps {
  href: string;
  children?: ReactNode;
  className?: string;
  routerOptions?: NavigationOptions;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button ("View Price", "Login/Register"). It is still a link to assistive tech. */
export function LinkButton({ className, variant = "primary", size = "md", href, routerOptions, onClick, ...props }: LinkButtonProps) {
  const link = useRouterLink({ href, target: props.target, download: props.download, routerOptions, onClick });
  return <a {...props} {...link} className={buttonClassName(variant, size, cx("jute-link-button", className))} />;
}
