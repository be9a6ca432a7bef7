import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockMatchMedia } from "../../test-utils/match-media";
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
  afterEach(() => vi.unstubAllGlobals());

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
    expect(play).toHaveBeenCalledTimes(1);
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

  it("shows the play button when the browser refuses autoplay", async () => {
    mockMatchMedia({ reducedMotion: false });
    play.mockImplementation(() => Promise.reject(new Error("NotAllowedError")));
    render(<VideoHero sources={sources} poster="/hero.webp" />);
    expect(await screen.findByRole("button", { name: "Play background video" })).toBeInTheDocument();
  });
});
