import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./button-class-name";

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "style" | "type"> {
  /** "button" unless said otherwise: a PlainButton submits a form only when asked to. */
  type?: "button" | "submit";
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
  className?: string;
  /** To give focus back to the button (a dialog it opened has closed). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native `<button>` with the look of Button: the browser's own button is fully accessible for
 * a toggle, a one-shot action or a form's submit, and it spares the page react-aria's press
 * handling (the header's Menu and Logout, the slide controls, the costing forms' Submit). Use
 * Button where react-aria's part is wanted (inside react-aria forms and widgets).
 */
export function PlainButton({ variant = "primary", size = "md", type = "button", className, ...props }: PlainButtonProps) {
  return <button {...props} type={type} className={buttonClassName(variant, size, className)} />;
}
