import { Tile, TileGrid } from "@jute/ui";
import { CardGrid } from "../../../shared/content/view/cards";
import { VideoPlayer } from "../../../shared/content/view/video-player";
import { SiteLink } from "../../../shared/content/view/site-link";
import { home } from "./home.copy";
import { Hero } from "./hero";
import { Overview } from "./overview";

const WhatsAppIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.6.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.6-.3Z" />
  </svg>
);

const MapIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
  </svg>
);

/** The home page: hero, figures, corporate video, overview, products, certificates, history, properties. */
export function HomePage() {
  const { hero, corporateVideo, overview, products, certifications, history, properties, figures } = home;
  return (
    <>
      <Hero hero={hero} />

      <section aria-label="Key figures" className="home-section home-section--figures">
        <ul className="container figures">
          {figures.map((figure) => (
            <li key={figure.label}>
              <span className="figures__value">{figure.value}</span>
              <span className="figures__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="overview-heading" className="home-section home-section--muted">
        <div className="container two-col two-col--top">
          <div>
            <Overview overview={overview} />
          </div>
          <div>
            <h2 id="video-heading">{corporateVideo.heading}</h2>
            <p>{corporateVideo.text}</p>
            <VideoPlayer video={corporateVideo.video} />
          </div>
        </div>
      </section>

      <section aria-labelledby="products-heading" className="home-section">
        <div className="container">
          <h2 id="products-heading">{products.heading}</h2>
          <p>{products.intro}</p>
          <TileGrid aria-labelledby="products-heading">
            {products.tiles.map((tile) => (
              <Tile
                key={tile.id}
                name={tile.name}
                href={tile.href}
                routerOptions={{ state: tile.category }}
                imageSrc={tile.image.src}
                imageWidth={tile.image.width}
                imageHeight={tile.image.height}
              />
            ))}
          </TileGrid>
        </div>
      </section>

      <section aria-labelledby="certifications-heading" className="home-section home-section--muted">
        <div className="container">
          <h2 id="certifications-heading">{certifications.heading}</h2>
          <p>{certifications.intro}</p>
          <CardGrid cards={certifications.items} />
        </div>
      </section>

      <section aria-labelledby="history-heading" className="home-section">
        <div className="container page--narrow">
          <h2 id="history-heading">{history.heading}</h2>
          {history.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <SiteLink link={history.link} button="outline" />
        </div>
      </section>

      <section aria-labelledby="properties-heading" className="home-section home-section--muted">
        <div className="container">
          <h2 id="properties-heading">{properties.heading}</h2>
          <p>{properties.intro}</p>
          <CardGrid cards={properties.cards} />
          <p className="home-section__more">
            <SiteLink link={properties.link} button="outline" />
          </p>
        </div>
      </section>

      <ul className="floating-actions" aria-label="Contact shortcuts">
        <li>
          <a
            href={home.whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            className="floating-action floating-action--whatsapp"
            aria-label={`${home.whatsapp.label} (opens in a new tab)`}
          >
            <WhatsAppIcon />
          </a>
        </li>
        <li>
          <a
            href={home.map.href}
            target="_blank"
            rel="noopener noreferrer"
            className="floating-action floating-action--map"
            aria-label={`${home.map.label} (opens in a new tab)`}
          >
            <MapIcon />
          </a>
        </li>
      </ul>
    </>
  );
}
