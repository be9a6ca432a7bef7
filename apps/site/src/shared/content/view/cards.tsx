import { Link } from "wouter";
import type { Card } from "../types";
import { Picture } from "./picture";

/** Cards in a responsive grid; a card with an href is one link (its title), the whole card clickable. */
export function CardGrid({ cards, headingLevel = 3 }: { cards: readonly Card[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <article className={card.href ? "card card--link" : "card"}>
            {card.image && <Picture image={{ ...card.image, alt: card.href ? "" : card.image.alt }} className="card__image" />}
            <div className="card__body">
              <Heading className="card__title">{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</Heading>
              <p className="card__text">{card.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
