import type { ButtonHTMLAttributes, ReactNode } from "react";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./button-class-name";

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "style" | "type"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
  className?: string;
}

/**
 * A native `<button type="button">` with the look of Button, for the controls of every page's
 * header (Menu, Logout): the browser's own button is fully accessible for a toggle or a
 * one-shot action, and it spares every first visit react-aria's press handling. Use Button for
 * forms and anything with a pending state.
 */
export function PlainButton({ variant = "primary", size = "md", className, ...props }: PlainButtonProps) {
  return <button type="button" {...props} className={buttonClassName(variant, size, className)} />;
}
