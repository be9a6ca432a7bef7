import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { afterNextPaint } from "../../lib/after-next-paint";
import { useRouter, type NavigationOptions } from "./router-provider";

export interface RouterLinkOptions {
  href: string;
  target?: string | undefined;
  download?: AnchorHTMLAttributes<HTMLAnchorElement>["download"];
  routerOptions?: NavigationOptions | undefined;
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /**
   * Navigates once the frame being made is on screen: for a link whose press first changes
   * something itself (a menu that closes), so that change is the press's next paint and the new
   * page renders in a frame of its own (issue 36: at 4x CPU both in one frame took 150 to 230 ms).
   */
  afterPaint?: boolean;
}

/** A path of this site ("/rope"), as opposed to another origin ("https://…", "//…") or a fragment. */
const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * The href and click handler of an anchor that navigates through the RouterProvider. The
 * browser keeps everything it does best: a modified click (new tab, new window), a middle
 * click, a target other than this tab, a download and another origin all go to the browser.
 * Enter on a focused anchor is a click, so the keyboard takes the same path.
 */
export function useRouterLink({ href, target, download, routerOptions, onClick, afterPaint = false }: RouterLinkOptions) {
  const router = useRouter();
  const resolved = router ? router.useHref(href) : href;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((target && target !== "_self") || (download !== undefined && download !== false)) return;
    if (!isSitePath(href)) return;
    event.preventDefault();
    if (afterPaint) void afterNextPaint().then(() => router.navigate(href, routerOptions));
    else router.navigate(href, routerOptions);
  };
  return { href: resolved, onClick: handleClick };
}
