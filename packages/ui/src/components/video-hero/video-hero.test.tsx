import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockMatchMedia } from "../../test-utils/match-media";
import { mockOnScreen } from "../../test-utils/on-screen";
import { VideoHero } from "./video-hero";

const sources = [{ src: "/hero.webm", type: "video/webm" }];

describe("VideoHero", () => {
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let pause: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    // jsdom has no media playback.
    play = vi.fn<() => Promise<void>>(() => Promise.resolve());
    pause = vi.fn<() => void>();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("plays muted and looping, and the button pauses and resumes it from the keyboard", async () => {
    mockMatchMedia({ reducedMotion: false });
    const user = userEvent.setup();
    const { container } = render(
      <VideoHero sources={sources} poster="/hero.webp">
        <h1>Welcome</h1>
      </VideoHero>,
    );
    const video = container.querySelector("video") as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute("loop");
    expect(video).toHaveAttribute("poster", "/hero.webp");
    // Not in the render's own task: the poster shows until the page is loaded and idle.
    expect(play).not.toHaveBeenCalled();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    await user.tab();
    expect(screen.getByRole("button", { name: "Pause background video" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(pause).toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Pause background video" })).toHaveFocus();
  });

  it("does not play under reduced motion, and offers Play", async () => {
    mockMatchMedia({ reducedMotion: true });
    const user = userEvent.setup();
    render(<VideoHero sources={sources} poster="/hero.webp" />);
    expect(play).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Play background video" }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("pauses off screen and in a hidden tab, and plays again when back (issue 36)", async () => {
    mockMatchMedia({ reducedMotion: false });
    const screenState = mockOnScreen();
    render(<VideoHero sources={sources} poster="/hero.webp" />);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    pause.mockClear(); // the render's own pause (before the page was idle)
    screenState.scroll(false);
    expect(pause).toHaveBeenCalledTimes(1);
    screenState.scroll(true);
    expect(play).toHaveBeenCalledTimes(2);
    screenState.setTabHidden(true);
    expect(pause).toHaveBeenCalledTimes(2);
    screenState.setTabHidden(false);
    expect(play).toHaveBeenCalledTimes(3);
    // Paused by the page, not by the user: the button still offers Pause.
    expect(screen.getByRole("button", { name: "Pause background video" })).toBeInTheDocument();
  });

  it("does not play under Save-Data, shows the poster and offers Play", async () => {
    mockMatchMedia({ reducedMotion: false });
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    const user = userEvent.setup();
    const { container } = render(<VideoHero sources={sources} poster="/hero.webp" />);
    expect(container.querySelector("video")).toHaveAttribute("preload", "none");
    await user.click(screen.getByRole("button", { name: "Play background video" }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("a play cut short by a pause off screen is no refusal: it plays again when back", async () => {
    mockMatchMedia({ reducedMotion: false });
    const screenState = mockOnScreen();
    play.mockImplementationOnce(() => Promise.reject(new DOMException("The play() request was interrupted by a call to pause().", "AbortError")));
    render(<VideoHero sources={sources} poster="/hero.webp" />);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    screenState.scroll(false);
    screenState.scroll(true);
    expect(play).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole("button", { name: "Pause background video" })).toBeInTheDocument();
  });

  it("shows the play button when the browser refuses autoplay", async () => {
    mockMatchMedia({ reducedMotion: false });
    play.mockImplementation(() => Promise.reject(new Error("NotAllowedError")));
    render(<VideoHero sources={sources} poster="/hero.webp" />);
    expect(await screen.findByRole("button", { name: "Play background video" })).toBeInTheDocument();
  });
});
