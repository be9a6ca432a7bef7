import type { FaresData, FaresDiff } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { FaresScreen } from "./fares-screen";
import { faresMachine } from "./fares.machine";

const fares: FaresData = {
  today: "2026-11-25",
  time_zone: "Asia/Dhaka",
  version: 7,
  fares: [
    { truck_fare_id: "1", location: "Chattogram Port", fare: "19.5", effective_from: "2026-11-01" },
    { truck_fare_id: "2", location: "Mongla Port", fare: "22", effective_from: "" },
  ],
  scheduled: [],
};
const flagged: FaresDiff = {
  version: 7,
  effective_from: "2026-11-25",
  preview_id: "a".repeat(64),
  scheduled: false,
  counts: { changed: 1, unchanged: 1, flagged: 1 },
  changed: [{ truck_fare_id: "1", location: "Chattogram Port", old_fare: "19.5", new_fare: "1950", percent: 9900, flagged: true }],
};
const refusal = 'Mongla Port: "abc" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)';

const render = (preview: unknown) =>
  renderFlow(
    <FaresScreen
      machine={faresMachine.provide({
        actors: {
          loadFares: answers({ kind: "ok", data: fares, msg: "Truck fares" }) as never,
          previewFares: answers(preview) as never,
        },
      })}
    />,
    { path: "/staff/fares" },
  );

async function typeAndPreview(port: string, fare: string) {
  const input = await screen.findByRole("textbox", { name: `Fare to ${port} (USD per tonne)` });
  await userEvent.clear(input);
  await userEvent.type(input, fare);
  await userEvent.click(screen.getByRole("button", { name: "Preview the change" }));
}

describe("the port fares screen", () => {
  it("says which call failed: a preview the server could not be reached for is 'not previewed', never 'not saved'", async () => {
    render({ kind: "failed", reason: "network", msg: "The server could not be reached" });
    await typeAndPreview("Chattogram Port", "20");
    const heading = await screen.findByRole("heading", { name: "The change was not previewed" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("The server could not be reached");
    expect(screen.queryByText("The fares were not saved")).not.toBeInTheDocument();
    expect(document.title).toBe("Error: not previewed: Port fares | Staff console | Sonali Jute Group");
  });

  it("puts a refusal on the port the server named: a summary that takes focus and links to it, the input marked invalid and described", async () => {
    render({ kind: "refused", status: 400, code: "invalid_input", field: "fares.1.fare", msg: refusal });
    await typeAndPreview("Mongla Port", "abc");
    const summary = await screen.findByRole("heading", { name: "The change was not previewed" });
    expect(summary.closest("[tabindex='-1']")).toHaveFocus();
    expect(within(summary.closest("[tabindex='-1']") as HTMLElement).getByRole("link", { name: refusal })).toHaveAttribute("href", "#fare-2");
    const mongla = screen.getByRole("textbox", { name: "Fare to Mongla Port (USD per tonne)" });
    expect(mongla).toHaveAttribute("aria-invalid", "true");
    expect(mongla).toHaveAccessibleDescription(refusal);
    expect(mongla).toHaveValue("abc");
    expect(screen.getByRole("textbox", { name: "Fare to Chattogram Port (USD per tonne)" })).not.toHaveAttribute("aria-invalid");
    expect(document.title).toBe("Error: check the fares: Port fares | Staff console | Sonali Jute Group");
  });

  it("previews again once the refused fare is retyped (the marked input does not block the form)", async () => {
    let previews = 0;
    renderFlow(
      <FaresScreen
        machine={faresMachine.provide({
          actors: {
            loadFares: answers({ kind: "ok", data: fares, msg: "Truck fares" }) as never,
            previewFares: answers(() => {
              previews += 1;
              return previews === 1 ? { kind: "refused", status: 400, code: "invalid_input", field: "fares.1.fare", msg: refusal } : { kind: "ok", data: flagged, msg: "Preview" };
            }) as never,
          },
        })}
      />,
      { path: "/staff/fares" },
    );
    await typeAndPreview("Mongla Port", "abc");
    await screen.findByRole("heading", { name: "The change was not previewed" });
    await typeAndPreview("Mongla Port", "22");
    expect(await screen.findByRole("heading", { name: "Preview: nothing has changed yet (in force from today)" })).toHaveFocus();
    expect(previews).toBe(2);
  });

  it("shows the preview with the flagged fare, and keeps Save until the flag is confirmed", async () => {
    render({ kind: "ok", data: flagged, msg: "Preview" });
    await typeAndPreview("Chattogram Port", "1950");
    expect(await screen.findByRole("heading", { name: "Preview: nothing has changed yet (in force from today)" })).toHaveFocus();
    const row = within(screen.getByRole("table", { name: "Fares that change (1)" })).getAllByRole("row")[1] as HTMLElement;
    expect(row).toHaveTextContent("Chattogram Port19.50 → 1,950.00+9900% Beyond ±25%: check it");
    const save = screen.getByRole("button", { name: "Save fares" });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "I have checked the 1 fare beyond ±25%" }));
    expect(save).toBeEnabled();
    expect(document.title).toBe("Preview: Port fares | Staff console | Sonali Jute Group");
  });
});
