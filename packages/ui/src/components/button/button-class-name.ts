import { cx } from "../../lib/cx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

/** The class names of a button of this library, shared by Button, PlainButton and LinkButton. */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cx("jute-button", `jute-button--${variant}`, `jute-button--${size}`, extra);
}
