import { act, render, screen } from "@testing-library/react";
import { restoreTimers, useFakeTimersForUser } from "../../test-utils/fake-timers";
import { mockMatchMedia } from "../../test-utils/match-media";
import { mockOnScreen } from "../../test-utils/on-screen";
import { Slideshow } from "./slideshow";

const slides = ["White Jute", "Tossa Jute", "Mesta Jute"].map((name) => ({ id: name, label: name, content: <p>{name}</p> }));

/** The visible slide: hidden slides are aria-hidden, so only one group is exposed. */
const current = () => screen.getByRole("group").getAttribute("aria-label");
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Slideshow", () => {
  let user: ReturnType<typeof useFakeTimersForUser>;
  beforeEach(() => {
    user = useFakeTimersForUser();
    mockMatchMedia({ reducedMotion: false });
  });
  afterEach(restoreTimers);

  it("advances every 3000 ms by default and loops", () => {
    render(<Slideshow label="Types of jute" slides={slides} />);
    expect(screen.getByRole("region", { name: "Types of jute" })).toHaveAttribute("aria-roledescription", "carousel");
    expect(current()).toBe("1 of 3: White Jute");
    advance(2999);
    expect(current()).toBe("1 of 3: White Jute");
    advance(1);
    expect(current()).toBe("2 of 3: Tossa Jute");
    advance(6000);
    expect(current()).toBe("1 of 3: White Jute");
  });

  it("does not rotate off screen or in a hidden tab, and goes on where it was when back (issue 36)", () => {
    const screenState = mockOnScreen();
    try {
      render(<Slideshow label="Types of jute" slides={slides} />);
      screenState.scroll(false);
      advance(10000);
      expect(current()).toBe("1 of 3: White Jute");
      expect(screen.getByRole("region")).not.toHaveAttribute("data-playing");
      screenState.scroll(true);
      advance(3000);
      expect(current()).toBe("2 of 3: Tossa Jute");
      screenState.setTabHidden(true);
      advance(10000);
      expect(current()).toBe("2 of 3: Tossa Jute");
      screenState.setTabHidden(false);
      advance(3000);
      expect(current()).toBe("3 of 3: Mesta Jute");
      expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it("supports a 5000 ms dwell with a 1000 ms transition", () => {
    render(<Slideshow label="Diversification" slides={slides} interval={5000} transitionMs={1000} height={400} />);
    const region = screen.getByRole("region", { name: "Diversification" });
    expect(region.style.getPropertyValue("--jute-slide-transition")).toBe("1000ms");
    expect(region.style.getPropertyValue("--jute-slide-height")).toBe("400px");
    advance(4999);
    expect(current()).toBe("1 of 3: White Jute");
    advance(1);
    expect(current()).toBe("2 of 3: Tossa Jute");
  });

  it("pauses while hovered and resumes when the pointer leaves", async () => {
    render(<Slideshow label="Types of jute" slides={slides} />);
    await user.hover(screen.getByRole("region"));
    advance(10000);
    expect(current()).toBe("1 of 3: White Jute");
    await user.unhover(screen.getByRole("region"));
    advance(3000);
    expect(current()).toBe("2 of 3: Tossa Jute");
  });

  it("pauses while focus is inside and resumes when it leaves", async () => {
    render(
      <>
        <Slideshow label="Types of jute" slides={slides} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toHaveFocus();
    advance(10000);
    expect(current()).toBe("1 of 3: White Jute");
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    advance(3000);
    expect(current()).toBe("2 of 3: Tossa Jute");
  });

  it("stops for good when the user moves by hand, until Play is pressed", async () => {
    render(
      <>
        <Slideshow label="Types of jute" slides={slides} />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("2 of 3: Tossa Jute");
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("1 of 3: White Jute");
    await user.click(screen.getByRole("button", { name: "After" }));
    await user.unhover(screen.getByRole("region"));
    advance(10000);
    expect(current()).toBe("1 of 3: White Jute");
    const play = screen.getByRole("button", { name: "Play slideshow" });
    await user.click(play);
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toHaveFocus();
    advance(3000);
    expect(current()).toBe("2 of 3: Tossa Jute");
  });

  it("does not autoplay under reduced motion, but the user may press Play", async () => {
    mockMatchMedia({ reducedMotion: true });
    render(<Slideshow label="Types of jute" slides={slides} />);
    advance(10000);
    expect(current()).toBe("1 of 3: White Jute");
    await user.keyboard("{Tab}{Enter}");
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toHaveFocus();
    advance(3000);
    expect(current()).toBe("2 of 3: Tossa Jute");
  });

  it("without loop, disables the ends and stops rotating on the last slide", () => {
    render(<Slideshow label="Types of jute" slides={slides} loop={false} />);
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    advance(6000);
    expect(current()).toBe("3 of 3: Mesta Jute");
    expect(screen.getByRole("button", { name: "Next slide" })).toBeDisabled();
    advance(3000);
    expect(current()).toBe("3 of 3: Mesta Jute");
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
  });

  it("is announced politely only when not rotating", async () => {
    const { container } = render(<Slideshow label="Types of jute" slides={slides} />);
    const viewport = container.querySelector(".jute-slideshow__viewport");
    expect(viewport).toHaveAttribute("aria-live", "off");
    await user.click(screen.getByRole("button", { name: "Pause slideshow" }));
    expect(viewport).toHaveAttribute("aria-live", "polite");
  });
});
