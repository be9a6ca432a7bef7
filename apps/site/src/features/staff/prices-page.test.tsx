/**
 * The price list page's scheduled lists (issue 34): cancelling one asks first, saying what
 * stays; Keep it cancels nothing and gives focus back to the button; once cancelled, the
 * words say so (focused), and the upload's outcome no longer says "Scheduled for ..." in its
 * heading or in the page's title.
 */
import type { ApiResult } from "@jute/api/client";
import type { PriceApplied, PriceDiff, PriceListData } from "@jute/api/contract";
import type * as UiModule from "@jute/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, it, vi } from "vitest";
import { renderFlow } from "../../shared/flows/testing/render-flow";
import { PricesPage } from "./prices-page";

const DAY = "2026-11-30";
const line = { line: 2, key: "1|1||8|1|MOT", company: "SJSML", sub_category_id: "1", sub_category: "CRX", size: "", yarn_count: "8", ply: "1", oil: "MOT", old_kg: "1000", new_kg: "1000", flagged: false, rounded: false };
const diff: PriceDiff = {
  version: 3, effective_from: DAY, preview_id: "a".repeat(64), notices: [],
  counts: { added: 0, changed: 1, unchanged: 175, missing: 0, retired: 0, flagged: 0, rounded: 0 },
  added: [], changed: [{ ...line, old_price: "1300", new_price: "1430", percent: 10 }], missing: [],
};
const applied: PriceApplied = { change_id: "9", effective_from: DAY, scheduled: true, added: 0, changed: 1, unchanged: 175, missing: 0, retired: 0, flagged: 0, rounded: 0 };
const list = (scheduled: boolean): ApiResult<PriceListData> => ({
  kind: "ok",
  msg: "",
  data: {
    today: "2026-11-25", time_zone: "Asia/Dhaka", version: 3, prices: [],
    scheduled: scheduled
      ? [{ change_id: "9", effective_from: DAY, staff_email: "clerk@example.com", created_at: "2026-11-25T10:00:00.000Z", file_name: "prices.csv", counts: { changed: 1 }, total: 176, rows: [] }]
      : [],
  },
});

const api = {
  getPriceList: vi.fn(),
  exportPriceList: vi.fn(),
  previewPriceList: vi.fn(),
  applyPriceList: vi.fn(),
  cancelScheduledList: vi.fn(),
};
// Every render of a table, by its caption: the prices in force must not render again when the upload changes state.
const tableRenders = vi.hoisted(() => [] as string[]);
vi.mock("@jute/ui", async (original) => {
  const ui = await original<typeof UiModule>();
  return { ...ui, Table: (props: Parameters<typeof ui.Table>[0]) => (tableRenders.push(String(props.caption)), ui.Table(props)) };
});
vi.mock("./staff-api", () => ({ staffClient: () => Promise.resolve(api), endedOn401: <T,>(result: T) => result }));

beforeEach(() => {
  api.getPriceList.mockReset().mockResolvedValue(list(false));
  api.exportPriceList.mockReset().mockResolvedValue({ kind: "ok", data: { file_name: "prices.csv", csv: "" }, msg: "" });
  api.previewPriceList.mockReset().mockResolvedValue({ kind: "ok", data: diff, msg: "" });
  api.applyPriceList.mockReset().mockResolvedValue({ kind: "ok", data: applied, msg: "" });
  api.cancelScheduledList.mockReset().mockResolvedValue({ kind: "ok", data: { change_id: "9", removed: 176 }, msg: "" });
});

it("asks before cancelling a scheduled list; once cancelled, the page no longer says it is scheduled", async () => {
  renderFlow(<PricesPage />, { path: "/staff/prices" });
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText(/Price list file/), new File(["company,price\n"], "prices.csv", { type: "text/csv" }));
  await user.click(screen.getByRole("button", { name: "Check the file" }));
  await screen.findByRole("heading", { name: "Preview: nothing has changed yet" });
  api.getPriceList.mockResolvedValue(list(true));
  await user.click(screen.getByRole("button", { name: "Apply the price list" }));
  await screen.findByRole("heading", { name: `The price list is scheduled for ${DAY}.` });
  await waitFor(() => expect(document.title).toMatch(/^Scheduled for 2026-11-30: Price list/));

  const cancel = await screen.findByRole("button", { name: `Cancel the list scheduled for ${DAY} (change 9)` });
  await user.click(cancel);
  const question = screen.getByRole("group", { name: "Cancel the list scheduled for 30 November 2026? This cancels the list scheduled for 30 November 2026: 176 prices stay as they are today." });
  expect(question).toContainElement(document.activeElement as HTMLElement);
  await user.click(within(question).getByRole("button", { name: "Keep it" }));
  expect(cancel).toHaveFocus();
  expect(api.cancelScheduledList).not.toHaveBeenCalled();

  api.getPriceList.mockResolvedValue(list(false));
  await user.click(cancel);
  await user.click(screen.getByRole("button", { name: "Yes, cancel the list" }));
  expect(api.cancelScheduledList).toHaveBeenCalledWith("9");
  const said = await screen.findByText("The scheduled list was cancelled");
  await waitFor(() => expect(said).toHaveFocus());
  expect(screen.queryByRole("heading", { name: `The price list is scheduled for ${DAY}.` })).toBeNull();
  // The page's own title again (its list in force is empty here).
  await waitFor(() => expect(document.title).toMatch(/^No price in force: Price list \| Staff console/));
  expect(await screen.findByText("No list is scheduled.")).toBeVisible();
});

it("checking a file does not render the prices in force again (issue 36: the press showed nothing for 200 to 400 ms on a phone)", async () => {
  api.getPriceList.mockResolvedValue({ ...list(false), data: { ...(list(false) as { data: PriceListData }).data, prices: [{ key: "1|1||8|1|MOT", company: "SJSML", sub_category_id: "1", sub_category: "CRX", size: "", yarn_count: "8", ply: "1", oil: "MOT", price: "1300", kg: "1000", effective_from: "2026-01-01" }] } });
  renderFlow(<PricesPage />, { path: "/staff/prices" });
  const user = userEvent.setup();
  await screen.findByRole("table", { name: "1 of 1 prices" });
  await user.upload(await screen.findByLabelText(/Price list file/), new File(["company,price\n"], "prices.csv", { type: "text/csv" }));
  const before = tableRenders.filter((caption) => caption === "1 of 1 prices").length;
  await user.click(screen.getByRole("button", { name: "Check the file" }));
  await screen.findByRole("heading", { name: "Preview: nothing has changed yet" });
  await waitFor(() => expect(document.title).toMatch(/Preview/));
  expect(tableRenders.filter((caption) => caption === "1 of 1 prices").length).toBe(before);
});

it("says \"Checking the file…\" on the press itself, disabled, while the file is read and checked (issue 36: the press showed nothing for 200 to 300 ms at 4x CPU)", async () => {
  let answer: (result: ApiResult<PriceDiff>) => void = () => {};
  api.previewPriceList.mockImplementation(() => new Promise<ApiResult<PriceDiff>>((resolve) => (answer = resolve)));
  renderFlow(<PricesPage />, { path: "/staff/prices" });
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText(/Price list file/), new File(["company,price\n"], "prices.csv", { type: "text/csv" }));
  await user.click(screen.getByRole("button", { name: "Check the file" }));
  expect(screen.getByRole("button", { name: "Checking the file…" })).toBeDisabled();
  await waitFor(() => expect(api.previewPriceList).toHaveBeenCalledTimes(1));
  expect(api.previewPriceList.mock.calls[0]?.[0]).toMatchObject({ fileName: "prices.csv", csv: "company,price\n" });
  expect(screen.getByRole("button", { name: "Checking the file…" })).toBeDisabled();
  answer({ kind: "ok", data: diff, msg: "" });
  await screen.findByRole("heading", { name: "Preview: nothing has changed yet" });
  expect(screen.getByRole("button", { name: "Check the file" })).toBeEnabled();
});
