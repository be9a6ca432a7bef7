import { PageHeading, VideoHero } from "@jute/ui";
import { SiteLink } from "../../components/site-link";
import type { HomeContent } from "../../content/types";

/**
 * The welcome: a muted looping video (not under reduced motion; with a pause button) behind
 * the heading, the welcome text and two ways in.
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <VideoHero sources={hero.video.sources} poster={hero.video.poster.src} width={hero.video.width} height={hero.video.height}>
        <div className="hero__content">
          <PageHeading id="hero-heading">{hero.heading}</PageHeading>
          <p className="hero__text">{hero.text}</p>
          <ul className="hero__actions">
            {hero.actions.map((action, index) => (
              <li key={action.href}>
                <SiteLink link={action} button={index === 0 ? "primary" : "outline"} />
              </li>
            ))}
          </ul>
        </div>
      </VideoHero>
    </section>
  );
}
