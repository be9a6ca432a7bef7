import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-toastify";
import { PlainButton } from "../button/plain-button";
import { ToastRegion, notify } from "./toasts";

describe("Toasts", () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it("announces a success in the polite live region without moving focus", async () => {
    const user = userEvent.setup();
    render(
      <>
        <PlainButton onClick={() => notify.success("Registration successful")}>Sign Up</PlainButton>
        <ToastRegion />
      </>,
    );
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region).toHaveAttribute("aria-live", "polite");
    await user.tab();
    await user.keyboard("{Enter}");
    const status = await within(region).findByRole("status");
    expect(status).toHaveTextContent("Registration successful");
    expect(screen.getByRole("button", { name: "Sign Up" })).toHaveFocus();
  });

  it("announces errors assertively, still without taking focus", async () => {
    const user = userEvent.setup();
    render(
      <>
        <PlainButton onClick={() => notify.error("Something went wrong")}>Submit</PlainButton>
        <ToastRegion />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
  });

  it("pauses every toast while focus is inside them and resumes when it leaves", async () => {
    const user = userEvent.setup();
    const pause = vi.spyOn(toast, "pause");
    const play = vi.spyOn(toast, "play");
    render(
      <>
        <ToastRegion />
        <PlainButton>Elsewhere</PlainButton>
      </>,
    );
    act(() => {
      notify.success("Saved");
    });
    const close = await screen.findByRole("button", { name: /close/i });
    act(() => close.focus());
    expect(pause).toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(play).toHaveBeenCalled();
  });
});
