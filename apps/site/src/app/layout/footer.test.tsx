/**
 * The registered particulars are in every footer and on the contact page; the footer's copy is
 * no landmark, so the contact page has one region named "Registered particulars" (axe's
 * landmark-unique found two).
 */
import { screen, within } from "@testing-library/react";
import { renderApp, stubBrowser } from "../testing/render";

beforeEach(() => stubBrowser());

it("names one region Registered particulars on the contact page, the footer's copy under its heading", async () => {
  renderApp("/contact-us");
  await screen.findByRole("heading", { level: 1 });
  await screen.findByRole("region", { name: "Registered particulars" });
  expect(screen.getAllByRole("region", { name: "Registered particulars" })).toHaveLength(1);
  expect(within(screen.getByRole("main")).getByRole("region", { name: "Registered particulars" })).toBeVisible();
  expect(within(screen.getByRole("contentinfo")).getByRole("heading", { name: "Registered particulars" })).toBeVisible();
});
