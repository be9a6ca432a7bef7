import { act, createEvent, fireEvent, render, screen } from "@testing-library/react";
import { mockMatchMedia } from "../../test-utils/match-media";
import { restoreTimers, useFakeTimersForUser } from "../../test-utils/fake-timers";
import { Carousel } from "./carousel";

const items = Array.from({ length: 9 }, (_, i) => ({ id: `q${i + 1}`, label: `Quality ${i + 1}`, content: <p>Quality {i + 1}</p> }));

/** Visible items: the others are aria-hidden, so only they are exposed as groups. */
const visible = () => screen.getAllByRole("group").map((g) => g.getAttribute("aria-label")?.split(":")[0]);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Carousel", () => {
  let user: ReturnType<typeof useFakeTimersForUser>;
  beforeEach(() => {
    user = useFakeTimersForUser();
  });
  afterEach(restoreTimers);

  it.each([
    [320, 1],
    [639, 1],
    [640, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1600, 4],
  ])("at %i px wide shows %i item(s) per page", (width, perPage) => {
    mockMatchMedia({ width });
    render(<Carousel label="Hessian cloth" items={items} />);
    expect(visible()).toHaveLength(perPage);
  });

  it("follows the window as it resizes", () => {
    const media = mockMatchMedia({ width: 1280 });
    render(<Carousel label="Hessian cloth" items={items} />);
    expect(visible()).toHaveLength(4);
    act(() => media.set({ width: 700 }));
    expect(visible()).toHaveLength(2);
    act(() => media.set({ width: 500 }));
    expect(visible()).toHaveLength(1);
  });

  it("advances a page every 5000 ms and wraps around", () => {
    mockMatchMedia({ width: 1280 });
    render(<Carousel label="Hessian cloth" items={items} />);
    expect(visible()).toEqual(["1 of 9", "2 of 9", "3 of 9", "4 of 9"]);
    advance(4999);
    expect(visible()[0]).toBe("1 of 9");
    advance(1);
    expect(visible()).toEqual(["5 of 9", "6 of 9", "7 of 9", "8 of 9"]);
    advance(5000);
    expect(visible()).toEqual(["9 of 9"]);
    advance(5000);
    expect(visible()[0]).toBe("1 of 9");
  });

  it("pauses while hovered or focused", async () => {
    mockMatchMedia({ width: 500 });
    render(
      <>
        <Carousel label="Hessian cloth" items={items} />
        <button type="button">After</button>
      </>,
    );
    const region = screen.getByRole("region", { name: "Hessian cloth" });
    await user.hover(region);
    advance(20000);
    expect(visible()).toEqual(["1 of 9"]);
    await user.unhover(region);
    await user.tab();
    expect(screen.getByRole("button", { name: "Pause carousel" })).toHaveFocus();
    advance(20000);
    expect(visible()).toEqual(["1 of 9"]);
    await user.click(screen.getByRole("button", { name: "After" }));
    await user.unhover(region);
    advance(5000);
    expect(visible()).toEqual(["2 of 9"]);
  });

  it("moves a page with Previous and Next from the keyboard, and then stops rotating", async () => {
    mockMatchMedia({ width: 700 });
    render(
      <>
        <Carousel label="Hessian cloth" items={items} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(visible()).toEqual(["9 of 9"]);
    await user.tab();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(visible()).toEqual(["3 of 9", "4 of 9"]);
    await user.click(screen.getByRole("button", { name: "After" }));
    await user.unhover(screen.getByRole("region"));
    advance(20000);
    expect(visible()).toEqual(["3 of 9", "4 of 9"]);
    expect(screen.getByRole("button", { name: "Play carousel" })).toBeInTheDocument();
  });

  it("pages on a swipe longer than 5 px, and ignores shorter drags", () => {
    mockMatchMedia({ width: 500, reducedMotion: true });
    const { container } = render(<Carousel label="Hessian cloth" items={items} />);
    const viewport = container.querySelector(".jute-carousel__viewport") as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from, pointerId: 1, pointerType: "touch" });
      fireEvent.pointerMove(viewport, { clientX: to, pointerId: 1, pointerType: "touch" });
      fireEvent.pointerUp(viewport, { clientX: to, pointerId: 1, pointerType: "touch" });
    };
    swipe(200, 196);
    expect(visible()).toEqual(["1 of 9"]);
    swipe(200, 150);
    expect(visible()).toEqual(["2 of 9"]);
    swipe(150, 200);
    expect(visible()).toEqual(["1 of 9"]);
  });

  it("turns the page on a long swipe only past half the carousel's width (the long-swipe ratio 0.5)", () => {
    mockMatchMedia({ width: 500, reducedMotion: true });
    const { container } = render(<Carousel label="Hessian cloth" items={items} />);
    const viewport = container.querySelector(".jute-carousel__viewport") as HTMLElement;
    viewport.getBoundingClientRect = () => ({ width: 400, height: 300, x: 0, y: 0, top: 0, left: 0, right: 400, bottom: 300, toJSON: () => ({}) });
    /** A drag from `from` to `to`, released `heldMs` after it began. */
    const swipe = (from: number, to: number, heldMs: number) => {
      const at = (event: Event, timeStamp: number) => {
        Object.defineProperty(event, "timeStamp", { value: timeStamp });
        return event;
      };
      fireEvent(viewport, at(createEvent.pointerDown(viewport, { clientX: from, pointerId: 1, pointerType: "touch" }), 1000));
      fireEvent(viewport, at(createEvent.pointerMove(viewport, { clientX: to, pointerId: 1, pointerType: "touch" }), 1000 + heldMs / 2));
      fireEvent(viewport, at(createEvent.pointerUp(viewport, { clientX: to, pointerId: 1, pointerType: "touch" }), 1000 + heldMs));
    };
    swipe(300, 150, 800); // held, 150 of 400 px: springs back
    expect(visible()).toEqual(["1 of 9"]);
    swipe(300, 90, 800); // held, 210 of 400 px: past half, next page
    expect(visible()).toEqual(["2 of 9"]);
    swipe(300, 250, 120); // a quick flick of 50 px: next page
    expect(visible()).toEqual(["3 of 9"]);
  });

  it("does not autoplay under reduced motion", () => {
    mockMatchMedia({ width: 1280, reducedMotion: true });
    render(<Carousel label="Hessian cloth" items={items} />);
    advance(20000);
    expect(visible()[0]).toBe("1 of 9");
    expect(screen.getByRole("button", { name: "Play carousel" })).toBeInTheDocument();
  });
});
