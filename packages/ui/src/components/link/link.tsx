import { Link as AriaLink } from "react-aria-components";
import type { LinkProps as AriaLinkProps } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import { buttonClassName } from "../button/button";
import type { ButtonSize, ButtonVariant } from "../button/button";

export interface LinkProps extends Omit<AriaLinkProps, "className" | "children" | "style"> {
  children?: ReactNode;
  className?: string;
  /** "inline" is underlined text in a sentence; "standalone" is a link on its own (nav, lists). */
  variant?: "inline" | "standalone";
}

/** A link. Internal hrefs go through the RouterProvider's `navigate`; external ones open normally. */
export function Link({ className, variant = "inline", ...props }: LinkProps) {
  return <AriaLink {...props} className={cx("jute-link", `jute-link--${variant}`, className)} />;
}

export interface LinkButtonProps extends Omit<AriaLinkProps, "className" | "children" | "style"> {
  children?: ReactNode;
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button ("View Price", "Login/Register"). It is still a link to assistive tech. */
export function LinkButton({ className, variant = "primary", size = "md", ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={buttonClassName(variant, size, cx("jute-link-button", className))} />;
}
