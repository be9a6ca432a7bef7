import { PageHeading, VideoHero } from "@jute/ui";
import { SiteLink } from "../../../shared/content/view/site-link";
import type { HomeContent } from "../../../shared/content/types";
import { heroPosterSizes, heroPosterSrcSet } from "./hero-poster";

/**
 * The poster behind the video, the first screen's largest image: AVIF or WebP, 800 or 1600 px
 * wide as the viewport needs, fetched at high priority (the prerendered page also preloads
 * it: see entry-server.tsx). Decorative: the heading carries the message.
 */
function HeroPoster({ hero }: { hero: HomeContent["hero"] }) {
  const small = hero.posterSmall;
  return (
    <picture>
      <source type="image/avif" srcSet={heroPosterSrcSet("avif")} sizes={heroPosterSizes} />
      <img
        src={small.src}
        srcSet={heroPosterSrcSet("webp")}
        sizes={heroPosterSizes}
        width={small.width}
        height={small.height}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

/**
 * The welcome: a muted looping video (not under reduced motion; with a pause button) over its
 * poster, behind the heading, the welcome text and two ways in.
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <VideoHero sources={hero.video.sources} backdrop={<HeroPoster hero={hero} />} width={hero.video.width} height={hero.video.height}>
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
