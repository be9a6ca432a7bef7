/**
 * The logo is an SVG with live text (apps/site/scripts/lib/scenes.mjs): the text must end
 * inside its 240 x 64 box in the browser's own fonts, or "SINCE 1968" is cut off.
 */
import { expect, test } from "@playwright/test";

test("the logo's text fits inside the logo", async ({ page }) => {
  await page.goto("/media/logo.svg");
  const boxes = await page.evaluate(() => {
    const svg = document.querySelector("svg");
    const width = svg?.viewBox.baseVal.width ?? 0;
    return [...document.querySelectorAll("text")].map((text) => {
      const box = text.getBBox();
      return { text: text.textContent, right: Math.ceil(box.x + box.width), width };
    });
  });
  expect(boxes.map((box) => box.text)).toEqual(["Sonali Jute", "GROUP · SINCE 1968"]);
  for (const box of boxes) expect(box.right, box.text ?? "").toBeLessThanOrEqual(box.width);
});
